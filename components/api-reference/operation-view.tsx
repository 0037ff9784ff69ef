import { useTranslations } from "next-intl";
import { Paragraphs } from "./inline-text";
import { SchemaView } from "./schema-view";
import type { JsonSchema, MediaType, Operation } from "./types";

const METHOD_TONES: Record<string, string> = {
  get: "bg-felt-100 text-felt-800",
  post: "bg-sky-100 text-sky-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-800",
};

export const operationAnchor = (method: string, path: string, operation: Operation) =>
  `op-${operation.operationId ?? `${method}-${path.replace(/[^a-z0-9]+/gi, "-")}`}`;

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-block min-w-16 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold uppercase ${METHOD_TONES[method] ?? "bg-stone-200 text-stone-800"}`}
    >
      {method}
    </span>
  );
}

/** One operation: closed, it is a line (method, path, summary); open, everything a client needs. */
export function OperationView({
  method,
  path,
  operation,
  named,
}: {
  method: string;
  path: string;
  operation: Operation;
  named: Record<string, JsonSchema>;
}) {
  const t = useTranslations("apiReference");
  const security = operation.security ?? [];
  const auth =
    security.length === 0
      ? t("noToken")
      : security.some((s) => Object.keys(s).length === 0)
        ? t("tokenOptional")
        : t("token");
  return (
    <details id={operationAnchor(method, path, operation)} className="group rounded-xl ring-1 ring-stone-200">
      <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 rounded-xl px-3 py-2 hover:bg-stone-50">
        <MethodBadge method={method} />
        <code className="font-mono text-sm font-semibold break-all text-stone-900">{path}</code>
        <span className="w-full text-sm text-stone-700 sm:w-auto">{operation.summary}</span>
      </summary>
      <div className="space-y-4 border-t border-stone-200 px-3 py-3">
        {operation.description ? <Paragraphs text={operation.description} className="text-sm text-stone-800" /> : null}
        <p className="text-sm">
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${security.length ? "bg-amber-100 text-amber-900" : "bg-stone-200 text-stone-800"}`}
          >
            {auth}
          </span>{" "}
          {security.length ? <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code> : null}
        </p>
        {operation.parameters?.length ? (
          <Section title={t("parameters")}>
            <ul className="divide-y divide-stone-100">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.in}-${parameter.name}`} className="py-2">
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <code className="font-mono text-sm font-semibold break-all">{parameter.name}</code>
                    <span className="text-xs text-stone-600">{t("in", { where: parameter.in })}</span>
                    <span className={`text-xs ${parameter.required ? "font-semibold text-red-800" : "text-stone-600"}`}>
                      {parameter.required ? t("required") : t("optional")}
                    </span>
                  </div>
                  {parameter.schema ? (
                    <SchemaView schema={{ ...parameter.schema, description: parameter.description }} />
                  ) : null}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {operation.requestBody ? (
          <Section title={t("requestBody")}>
            {/* A body's shapes in place (each game's round entry), a response's behind its link. */}
            <Content content={operation.requestBody.content} named={named} expand={2} />
          </Section>
        ) : null}
        <Section title={t("responses")}>
          <ul className="space-y-3">
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status} className="rounded-lg bg-stone-50 p-2">
                <div className="flex flex-wrap items-baseline gap-2">
                  <span
                    className={`rounded px-1.5 font-mono text-sm font-bold ${status.startsWith("2") ? "bg-felt-100 text-felt-800" : "bg-red-100 text-red-800"}`}
                  >
                    {status}
                  </span>
                  <Paragraphs text={response.description} className="min-w-0 flex-1 text-sm text-stone-800" />
                </div>
                {response.headers ? (
                  <p className="mt-1 text-xs text-stone-700">
                    {t("headers")}:{" "}
                    {Object.keys(response.headers).map((name) => (
                      <code key={name} className="mr-2 font-mono">
                        {name}
                      </code>
                    ))}
                  </p>
                ) : null}
                {response.content ? (
                  <div className="mt-2">
                    <Content content={response.content} named={named} expand={0} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </details>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-1">
      <h4 className="text-sm font-bold tracking-wide text-stone-800 uppercase">{title}</h4>
      {children}
    </section>
  );
}

/** Each media type: its schema, then its examples. */
function Content({
  content,
  named,
  expand,
}: {
  content: Record<string, MediaType>;
  named: Record<string, JsonSchema>;
  expand: number;
}) {
  const t = useTranslations("apiReference");
  return (
    <div className="space-y-3">
      {Object.entries(content).map(([type, media]) => (
        <div key={type} className="space-y-2">
          <p className="font-mono text-xs text-stone-600">{type}</p>
          {media.schema ? <SchemaView schema={media.schema} named={named} expand={expand} /> : null}
          {media.examples ? (
            <div className="space-y-2">
              <p className="text-xs font-semibold text-stone-700">{t("examples")}</p>
              {Object.entries(media.examples).map(([name, example]) => (
                <figure key={name} className="space-y-1">
                  <figcaption className="text-xs text-stone-700">{example.summary ?? name}</figcaption>
                  <ExampleBlock value={example.value} />
                </figure>
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function ExampleBlock({ value }: { value: unknown }) {
  const t = useTranslations("apiReference");
  return (
    // The block scrolls sideways on its own (the page never does): focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
    <div className="max-w-full overflow-x-auto rounded-lg" tabIndex={0} role="region" aria-label={t("example")}>
      <pre className="w-max min-w-full bg-stone-900 p-3 font-mono text-xs text-stone-50">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
