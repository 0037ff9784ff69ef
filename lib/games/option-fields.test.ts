import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionFields } from "./option-fields";

const schema = z.strictObject({
  target: z.number().int().min(10).max(500).default(100),
  rounds: z.number().int().min(1).nullable().default(null),
  open: z.boolean().default(false),
  mode: z.enum(["fast", "slow"]).default("fast"),
  start: z.union([z.literal(0), z.literal(50)]).default(0),
  hand: z.number().int().min(3).max(5).default(4),
  limit: z.number().int().min(20).max(999).default(98),
});

describe("optionFields", () => {
  it("reads kinds, ranges and choices from the schema, in its key order, and adds only presentation", () => {
    expect(
      optionFields(schema, {
        target: { step: 10 },
        rounds: { suggested: 7, replaces: "target" },
        hand: { buttons: "all" },
        limit: { buttons: [98, 50] },
      }),
    ).toEqual([
      { name: "target", kind: "number", min: 10, max: 500, step: 10 },
      {
        name: "rounds",
        kind: "optionalNumber",
        min: 1,
        max: Number.MAX_SAFE_INTEGER,
        suggested: 7,
        replaces: "target",
      },
      { name: "open", kind: "boolean" },
      { name: "mode", kind: "choice", values: ["fast", "slow"] },
      { name: "start", kind: "choice", values: [0, 50] },
      { name: "hand", kind: "choice", values: [3, 4, 5] },
      { name: "limit", kind: "choice", values: [98, 50], range: { min: 20, max: 999 } },
    ]);
  });

  it("switches an off-by-default number on at its minimum unless told otherwise", () => {
    expect(optionFields(schema)[1]).toMatchObject({ kind: "optionalNumber", suggested: 1 });
  });

  it("refuses presentation that would offer what the schema refuses", () => {
    expect(() => optionFields(schema, { rounds: { suggested: 0 } })).toThrow(/suggested 0/);
    expect(() => optionFields(schema, { limit: { buttons: [98, 1000] } })).toThrow(/1000/);
    expect(() => optionFields(schema, { target: { buttons: "all" } })).toThrow(/too many/);
  });

  it("refuses an option it cannot show", () => {
    expect(() => optionFields(z.strictObject({ name: z.string().default("") }))).toThrow(/name/);
    expect(() => optionFields(z.strictObject({ ratio: z.number().min(0).default(1) }))).toThrow(/int/);
  });
});
