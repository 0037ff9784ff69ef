import type { z } from "zod";

// A referee check asked with GET (issue 25): the situation as query parameters, read into the body a POST would send,
// then parsed by the very same schema. Lists are repeated parameters or one comma- or space-separated value
// (`cards=KH,AH,2S`), numbers and booleans are read as such where the check takes them, `plays` is JSON, and options
// are `options.<name>=<value>` (or `options=<JSON>`). What cannot be read stays text and the schema refuses it (400).

type Kind = "array" | "number" | "boolean" | "string" | "other";

/** The kinds of value a field takes: optional, default and union unwrapped, a preprocess read by its output. */
function kindsOf(schema: z.ZodType): Set<Kind> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const type = def.type as string;
  if (type === "optional" || type === "default" || type === "nullable") return kindsOf(def.innerType as z.ZodType);
  if (type === "pipe") return kindsOf(def.out as z.ZodType);
  if (type === "union") return new Set((def.options as z.ZodType[]).flatMap((option) => [...kindsOf(option)]));
  if (type === "literal")
    return new Set((def.values as unknown[]).map((v) => (typeof v === "number" ? "number" : "string")));
  if (type === "array" || type === "number" || type === "boolean" || type === "string") return new Set([type]);
  if (type === "enum") return new Set(["string"]);
  return new Set(["other"]);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function scalar(value: string, kinds: Set<Kind>): unknown {
  if (kinds.has("number") && NUMBER.test(value.trim())) return Number(value);
  if (kinds.has("boolean") && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === "true";
  return value;
}

/** A JSON value where the text is one (`true`, `3`, `null`, `[…]`), else the text: for options and `plays`. */
function loose(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The body a POST would send for these query parameters, read by the situation's own shape. */
export function bodyFromQuery(params: URLSearchParams, situation: z.ZodType): Record<string, unknown> {
  const shape = (situation as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const body: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    if (name.startsWith("options.")) {
      options[name.slice("options.".length)] = loose(values.at(-1)!);
      continue;
    }
    if (name === "options") {
      body.options = loose(values.at(-1)!);
      continue;
    }
    const field = shape[name];
    const kinds = field ? kindsOf(field) : new Set<Kind>(["string"]);
    if (kinds.has("array") && values.length === 1 && values[0]!.trim().startsWith("[")) body[name] = loose(values[0]!);
    else if (kinds.has("array") && !(kinds.has("string") && values.length === 1)) {
      body[name] = values.flatMap((value) => value.split(/[\s,;]+/)).filter((part) => part.length > 0);
    } else body[name] = scalar(values.at(-1)!, kinds);
  }
  if (Object.keys(options).length > 0) body.options = { ...(body.options as object), ...options };
  return body;
}
