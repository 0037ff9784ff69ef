import type { Violation } from "./types";

// A round entry's shape checked without zod, for the browser's round check (each game's entry-check.ts): the round form
// preloads it, and zod would be the largest part of that page's JavaScript (issue 27: first-load JS). It reports what
// the game's zod entry schema reports through lib/i18n/zod-issues.ts, in the same order and words (zod 4's English
// messages), so a refusal on the phone reads as the server's; each game's entry-check test proves it against the
// schema for random entries. Only what the entry schemas use is here.

interface Issue {
  code: string;
  message: string;
  params?: Record<string, string | number>;
  path: string[];
  /** zod's `continue`: the value's type was right, so a union still counts this option as a near match. */
  soft?: boolean;
}

/** Checks `value`, adding what is wrong with it to `out` (paths relative to it). */
export type Shape = (value: unknown, out: Issue[]) => void;

/** A key of a strict object that may be left out (zod's `.optional()` / `.nullish()`). */
interface OptionalShape {
  optional: true;
  shape: Shape;
}

/** The type name zod's messages give a value ("received array", "received NaN"). */
function received(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? "number" : String(value);
  if (typeof value !== "object") return typeof value;
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const maker = Object.getPrototypeOf(value) !== Object.prototype && "constructor" in value && value.constructor;
  return typeof maker === "function" && maker.name ? maker.name : "object";
}

function wrongType(expected: string, value: unknown, format?: string): Issue {
  return {
    code: "invalid_type",
    message: `Invalid input: expected ${expected}, received ${received(value)}`,
    params: format ? { expected, format } : { expected },
    path: [],
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** zod's plain object test for a record: a class instance is not one. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const maker: unknown = value.constructor;
  if (typeof maker !== "function") return true;
  const prototype: unknown = maker.prototype;
  return isObject(prototype) && Object.hasOwn(prototype, "isPrototypeOf");
}

function nested(key: string, shape: Shape, value: unknown, out: Issue[]): void {
  const found: Issue[] = [];
  shape(value, found);
  for (const issue of found) out.push({ ...issue, path: [key, ...issue.path] });
}

/** `z.string()`, with `.min(min)` when given. */
export function string(min = 0): Shape {
  return (value, out) => {
    if (typeof value !== "string") out.push(wrongType("string", value));
    if (min > 0) tooShort(value, min, out);
  };
}

/**
 * zod's `.min(min)` on a string: counted in code points; like zod it also runs on a value of the wrong type that has a
 * length (an array: "expected array to have >=1 items").
 */
function tooShort(value: unknown, min: number, out: Issue[]): void {
  if (value === null || value === undefined) return;
  const units = (value as { length?: unknown }).length;
  if (units === undefined) return;
  const length = typeof value === "string" ? [...value].length : units;
  if ((length as number) >= min) return;
  const origin = Array.isArray(value) ? "array" : typeof value === "string" ? "string" : "unknown";
  const unit = origin === "array" ? "items" : "characters";
  out.push({
    code: "too_small",
    message:
      origin === "unknown"
        ? `Too small: expected unknown to be >=${min}`
        : `Too small: expected ${origin} to have >=${min} ${unit}`,
    params: { origin, minimum: min },
    path: [],
    soft: true,
  });
}

/** `z.number().int()`: a finite number, whole and within the safe integers. */
export const int: Shape = (value, out) => {
  if (typeof value !== "number" || !Number.isFinite(value)) return void out.push(wrongType("number", value));
  if (!Number.isInteger(value)) return void out.push(wrongType("int", value, "safeint"));
  if (Number.isSafeInteger(value)) return;
  const big = value > 0;
  const bound = big ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER;
  out.push({
    code: big ? "too_big" : "too_small",
    message: `Too ${big ? "big" : "small"}: expected int to be ${big ? "<=" : ">="}${bound}`,
    params: big ? { origin: "int", maximum: bound } : { origin: "int", minimum: bound },
    path: [],
    soft: true,
  });
};

/** `z.enum(values)`. */
export function oneOf(values: readonly string[]): Shape {
  return (value, out) => {
    if (typeof value === "string" && values.includes(value)) return;
    out.push({
      code: "invalid_value",
      message: `Invalid option: expected one of ${values.map((v) => `"${v}"`).join("|")}`,
      path: [],
    });
  };
}

/** `z.array(element)`. */
export function array(element: Shape): Shape {
  return (value, out) => {
    if (!Array.isArray(value)) return void out.push(wrongType("array", value));
    value.forEach((item, index) => {
      nested(String(index), element, item, out);
    });
  };
}

/** `z.record(z.string(), item)`. */
export function record(item: Shape): Shape {
  return (value, out) => {
    if (!isPlainObject(value)) return void out.push(wrongType("record", value));
    for (const key of Object.keys(value)) if (key !== "__proto__") nested(key, item, value[key], out);
  };
}

/** `z.union(options)`: the first option that fits; else the one near match (right type), else "Invalid input". */
export function union(...options: Shape[]): Shape {
  return (value, out) => {
    const tries: Issue[][] = [];
    for (const option of options) {
      const found: Issue[] = [];
      option(value, found);
      if (found.length === 0) return;
      tries.push(found);
    }
    const near = tries.filter((found) => found.every((issue) => issue.soft));
    if (near.length === 1) out.push(...near[0]!);
    else out.push({ code: "invalid_union", message: "Invalid input", path: [] });
  };
}

/** `.nullish()` on a key: it may be left out, undefined or null. */
export function nullish(shape: Shape): OptionalShape {
  return { optional: true, shape: (value, out) => (value === null ? undefined : shape(value, out)) };
}

/** `.optional()` on a key: it may be left out or undefined. */
export function optional(shape: Shape): OptionalShape {
  return { optional: true, shape };
}

/** `z.strictObject(keys)`: each key in order, then the keys it does not know. */
export function strictObject(keys: Record<string, Shape | OptionalShape>): Shape {
  return (value, out) => {
    if (!isObject(value)) return void out.push(wrongType("object", value));
    for (const [key, check] of Object.entries(keys)) {
      const given = value[key];
      if (typeof check === "function") nested(key, check, given, out);
      else if (given !== undefined) nested(key, check.shape, given, out);
    }
    const unknown: string[] = [];
    for (const key in value) if (!Object.hasOwn(keys, key)) unknown.push(key);
    if (unknown.length === 0) return;
    out.push({
      code: "unrecognized_keys",
      message: `Unrecognized key${unknown.length > 1 ? "s" : ""}: ${unknown.map((k) => `"${k}"`).join(", ")}`,
      params: { keys: unknown.join(", ") },
      path: [],
      soft: true,
    });
  };
}

/** What is wrong with `entry` as the API lists it: by field (the dotted path), in the schema's order. */
export function entryViolations(shape: Shape, entry: unknown): Violation[] {
  const found: Issue[] = [];
  shape(entry, found);
  return found.map(({ code, message, params, path }) => ({
    code,
    message,
    field: path.join("."),
    ...(params ? { params } : {}),
  }));
}
