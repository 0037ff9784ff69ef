import { useTranslations } from "next-intl";
import { InlineText } from "./inline-text";
import type { JsonSchema } from "./types";

// A JSON schema as a readable, nested list: each field with its type, whether it is required and what it means.
// A reference to a named schema links to it (listed once under "Schemas") instead of repeating it.

const MAX_DEPTH = 5;

export const schemaAnchor = (name: string) => `schema-${name}`;

function refName(ref: string): string {
  return ref.split("/").at(-1) ?? ref;
}

/** The variants of a union, with a lone `null` folded into "or null". */
function variants(schema: JsonSchema): { options: JsonSchema[]; nullable: boolean } {
  const list = schema.anyOf ?? schema.oneOf ?? [];
  const options = list.filter((option) => option.type !== "null");
  return { options, nullable: options.length < list.length };
}

/** A short type label: `string (date-time)`, `integer ≥ 1`, `array of Round`, `"finished"`. */
function label(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf || schema.oneOf) {
    const { options, nullable } = variants(schema);
    const text = options.map(label).join(" | ");
    return nullable ? `${text} | null` : text;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  if (type === "array") return `array of ${schema.items ? label(schema.items) : "any"}`;
  if (type === "object" && !schema.properties && typeof schema.additionalProperties === "object") {
    return `map of ${label(schema.additionalProperties)}`;
  }
  const bounds = [
    schema.minimum !== undefined && schema.minimum > -1e15 ? `≥ ${schema.minimum}` : null,
    schema.maximum !== undefined && schema.maximum < 1e15 ? `≤ ${schema.maximum}` : null,
    schema.maxLength !== undefined ? `≤ ${schema.maxLength} chars` : null,
    schema.maxItems !== undefined ? `≤ ${schema.maxItems} items` : null,
  ].filter(Boolean);
  return [type, schema.format ? `(${schema.format})` : null, ...bounds].filter(Boolean).join(" ");
}

/** What is inside: an object's fields, a union's options, an array's or map's item object. */
function inner(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.type === "array" && schema.items && !schema.items.$ref) return inner(schema.items);
  if (typeof schema.additionalProperties === "object" && !schema.additionalProperties.$ref) {
    return inner(schema.additionalProperties);
  }
  if (schema.anyOf || schema.oneOf) {
    const { options } = variants(schema);
    if (options.length === 1 && options[0] && !options[0].$ref) return inner(options[0]);
    if (options.length > 1 && options.some((o) => o.properties || o.$ref)) return schema;
  }
  return null;
}

/**
 * `named` resolves references; `expand` says how many references deep to show in place (a request body's entry
 * shapes) rather than as a link only.
 */
export function SchemaView({
  schema,
  depth = 0,
  named = {},
  expand = 0,
}: {
  schema: JsonSchema;
  depth?: number;
  named?: Record<string, JsonSchema>;
  expand?: number;
}) {
  const t = useTranslations("apiReference");
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = named[name];
    return (
      <div className="space-y-1">
        <p className="text-sm">
          <a href={`#${schemaAnchor(name)}`} className="font-mono font-semibold text-felt-700 underline">
            {name}
          </a>
        </p>
        {target && expand > 0 ? (
          <div className="space-y-1">
            {target.description ? (
              <p className="text-sm text-stone-700">
                <InlineText text={target.description} />
              </p>
            ) : null}
            <SchemaView
              schema={{ ...target, description: undefined }}
              depth={depth}
              named={named}
              expand={expand - 1}
            />
          </div>
        ) : null}
      </div>
    );
  }
  const body = inner(schema);
  if (!body || depth > MAX_DEPTH) return <TypeLine schema={schema} />;
  if (!body.properties) {
    const { options } = variants(body);
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-700">{t("anyOf")}</p>
        <ul className="space-y-2 border-l-2 border-stone-200 pl-3">
          {options.map((option) => (
            <li key={JSON.stringify(option).slice(0, 200)}>
              <SchemaView schema={option} depth={depth + 1} named={named} expand={expand} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const required = new Set(body.required ?? []);
  return (
    <ul className="divide-y divide-stone-100">
      {Object.entries(body.properties).map(([name, property]) => {
        const nested = inner(property);
        return (
          <li key={name} className="py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <code className="font-mono text-sm font-semibold break-all text-stone-900">{name}</code>
              <span className="font-mono text-xs break-words text-felt-700">{label(property)}</span>
              <span className={`text-xs ${required.has(name) ? "font-semibold text-red-800" : "text-stone-600"}`}>
                {required.has(name) ? t("required") : t("optional")}
              </span>
            </div>
            <Details schema={property} />
            {nested && depth < MAX_DEPTH ? (
              <div className="mt-2 border-l-2 border-stone-200 pl-3">
                <SchemaView schema={nested} depth={depth + 1} named={named} expand={expand} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function TypeLine({ schema }: { schema: JsonSchema }) {
  return (
    <div>
      <span className="font-mono text-sm break-words text-felt-700">{label(schema)}</span>
      <Details schema={schema} />
    </div>
  );
}

/** A field's description, its allowed values and its default. */
function Details({ schema }: { schema: JsonSchema }) {
  const t = useTranslations("apiReference");
  const values = schema.enum ?? variants(schema).options.flatMap((option) => option.enum ?? []);
  return (
    <>
      {schema.description ? (
        <p className="mt-0.5 text-sm text-stone-700">
          <InlineText text={schema.description} />
        </p>
      ) : null}
      {values.length > 0 ? (
        <p className="mt-0.5 text-sm text-stone-700">
          {t("allowedValues", { values: values.map((v) => JSON.stringify(v)).join(", ") })}
        </p>
      ) : null}
      {schema.default !== undefined ? (
        <p className="mt-0.5 text-sm text-stone-700">{t("defaultValue", { value: JSON.stringify(schema.default) })}</p>
      ) : null}
    </>
  );
}
