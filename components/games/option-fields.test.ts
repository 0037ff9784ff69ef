import { describe, expect, it } from "vitest";
import { GAME_IDS } from "@/lib/games/game-ids";
import type { OptionField } from "@/lib/games/option-fields";
import { getGame } from "@/lib/games/registry";
import { GAME_UIS } from "./registry";

// The set-up form offers exactly what the server accepts: each field's range and choices are checked against the
// engine's own options schema (the one createSession parses with), one option at a time.
const cases = GAME_IDS.flatMap((id) => GAME_UIS[id].optionFields.map((field) => [id, field.name, field] as const));

function accepts(id: (typeof GAME_IDS)[number], name: string, value: unknown): boolean {
  return getGame(id)!.optionsSchema.safeParse({ [name]: value }).success;
}

function expectRange(id: (typeof GAME_IDS)[number], name: string, min: number, max: number) {
  expect(accepts(id, name, min), `${name} = ${min}`).toBe(true);
  expect(accepts(id, name, max), `${name} = ${max}`).toBe(true);
  expect(accepts(id, name, min - 1), `${name} = ${min - 1}`).toBe(false);
  expect(accepts(id, name, max + 1), `${name} = ${max + 1}`).toBe(false);
  expect(accepts(id, name, min + 0.5), `${name} = ${min + 0.5}`).toBe(false);
}

describe.each(cases)("%s option %s", (id, name, field: OptionField) => {
  it("offers what the options schema accepts and refuses", () => {
    switch (field.kind) {
      case "boolean":
        expect(accepts(id, name, true)).toBe(true);
        expect(accepts(id, name, false)).toBe(true);
        expect(accepts(id, name, "yes")).toBe(false);
        break;
      case "number":
        expectRange(id, name, field.min, field.max);
        expect(accepts(id, name, null)).toBe(false);
        break;
      case "optionalNumber":
        expectRange(id, name, field.min, field.max);
        expect(accepts(id, name, null)).toBe(true);
        expect(accepts(id, name, field.suggested)).toBe(true);
        break;
      case "choice": {
        for (const value of field.values) expect(accepts(id, name, value), `${name} = ${value}`).toBe(true);
        if (field.range) {
          expectRange(id, name, field.range.min, field.range.max);
          break;
        }
        // Without a range the values are the whole choice: a neighbour of a number, or another word, is refused.
        const numbers = field.values.filter((v) => typeof v === "number");
        const near = numbers.flatMap((v) => [v - 1, v + 1]).filter((v) => !numbers.includes(v));
        for (const value of [...near, "other", ""]) expect(accepts(id, name, value), `${name} = ${value}`).toBe(false);
        break;
      }
    }
  });
});

describe("replaced options", () => {
  it.each(cases)("%s option %s replaces only an option of its own game", (id, _name, field) => {
    if (field.kind !== "optionalNumber" || !field.replaces) return;
    expect(GAME_UIS[id].optionFields.map((f) => f.name)).toContain(field.replaces);
  });
});
