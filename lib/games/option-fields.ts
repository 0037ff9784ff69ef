import { z } from "zod";

// How a game's options appear on the set-up form and under "rules in force". Kinds, ranges and choices are read
// from the game's options schema, so the form cannot offer what the server refuses (nor hide what it accepts);
// a game adds presentation only. Fields follow the schema's key order.
export type OptionField =
  | { name: string; kind: "boolean" }
  | { name: string; kind: "number"; min: number; max: number; step?: number }
  /** A number that is off (null) until switched on; while on it replaces `replaces`. */
  | { name: string; kind: "optionalNumber"; min: number; max: number; suggested: number; replaces?: string }
  /** With `range`, the values are the usual few of a wider range the schema accepts (the API takes any of it). */
  | { name: string; kind: "choice"; values: readonly (string | number)[]; range?: { min: number; max: number } };

/** What a game may say about one of its options: how it looks, never what it accepts. */
export interface OptionPresentation<Name extends string = string> {
  /** The +/- step of a number (e.g. 10 for a points threshold). */
  step?: number;
  /** The value an off-by-default number takes when switched on (else its minimum). */
  suggested?: number;
  /** The option an off-by-default number stands in for while it is on (a fixed number of rounds replaces a target). */
  replaces?: Name;
  /** A whole number shown as buttons: every value of its range ("all"), or the usual few of a wide range. */
  buttons?: "all" | readonly number[];
}

export type OptionsPresentation<Shape> = {
  [Name in keyof Shape & string]?: OptionPresentation<keyof Shape & string>;
};

// A range of more values than this is not offered as a row of buttons.
const MAX_BUTTONS = 8;

/** The set-up fields of an options schema (a strict object of booleans, numbers, enums and literal unions). */
export function optionFields<Shape extends z.core.$ZodShape>(
  schema: z.ZodObject<Shape>,
  presentation: OptionsPresentation<Shape> = {},
): OptionField[] {
  return Object.entries(schema.shape).map(([name, option]) =>
    fieldOf(name, option as z.ZodType, (presentation as Record<string, OptionPresentation>)[name] ?? {}),
  );
}

function fieldOf(name: string, option: z.ZodType, shown: OptionPresentation): OptionField {
  const inner = withoutDefault(option);
  if (inner instanceof z.ZodBoolean) return { name, kind: "boolean" };
  if (inner instanceof z.ZodEnum) return { name, kind: "choice", values: inner.options as (string | number)[] };
  if (inner instanceof z.ZodUnion) return { name, kind: "choice", values: inner.options.flatMap(literalValues(name)) };
  if (inner instanceof z.ZodNullable) {
    const number = inner.unwrap();
    if (!(number instanceof z.ZodNumber)) throw new Error(`Option "${name}": only a number may be off (null)`);
    const { min, max } = rangeOf(name, number);
    const suggested = shown.suggested ?? min;
    if (suggested < min || suggested > max) throw new Error(`Option "${name}": suggested ${suggested} is out of range`);
    return {
      name,
      kind: "optionalNumber",
      min,
      max,
      suggested,
      ...(shown.replaces ? { replaces: shown.replaces } : {}),
    };
  }
  if (inner instanceof z.ZodNumber) {
    const { min, max } = rangeOf(name, inner);
    if (shown.buttons === "all") {
      if (max - min >= MAX_BUTTONS) throw new Error(`Option "${name}": too many values for buttons`);
      return { name, kind: "choice", values: Array.from({ length: max - min + 1 }, (_, i) => min + i) };
    }
    if (shown.buttons) {
      const outside = shown.buttons.filter((value) => value < min || value > max || !Number.isInteger(value));
      if (outside.length > 0) throw new Error(`Option "${name}": buttons ${outside.join(", ")} are refused`);
      return { name, kind: "choice", values: shown.buttons, range: { min, max } };
    }
    return { name, kind: "number", min, max, ...(shown.step ? { step: shown.step } : {}) };
  }
  throw new Error(`Option "${name}": no set-up field for this kind of schema`);
}

function withoutDefault(option: z.ZodType): z.ZodType {
  return option instanceof z.ZodDefault ? (option.unwrap() as z.ZodType) : option;
}

// The form steps whole numbers; an unbounded top stays unbounded (the safe-integer limit, as zod reports it).
function rangeOf(name: string, number: z.ZodNumber): { min: number; max: number } {
  const min = number.minValue;
  if (min === null || !Number.isFinite(min) || !number.isInt) {
    throw new Error(`Option "${name}": a set-up number needs .int() and .min() in its schema`);
  }
  return { min, max: number.maxValue ?? Number.MAX_SAFE_INTEGER };
}

function literalValues(name: string) {
  return (option: unknown): (string | number)[] => {
    if (!(option instanceof z.ZodLiteral)) throw new Error(`Option "${name}": a choice is a union of literals`);
    return [...option.values].filter((value) => typeof value === "string" || typeof value === "number");
  };
}
