import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_ROUNDS, MAX_TARGET } from "./limits";
import { ninesOptionsSchema } from "./nines/options";
import { ninetyEightOptionFields } from "./ninety-eight/options";
import { ninetyNineAddingOptionsSchema } from "./ninety-nine-adding/options";
import { ninetyNineTricksOptionsSchema } from "./ninety-nine-tricks/options";
import { optionFields } from "./option-fields";
import { getGame } from "./registry";

// Issue 14, "Nothing is bounded": thresholds and round counts took anything up to 2^53 − 1.
const schemas: Record<string, z.ZodObject> = {
  nines: ninesOptionsSchema,
  "ninety-nine-tricks": ninetyNineTricksOptionsSchema,
  "ninety-eight": ninetyEightOptionFields,
  "ninety-nine-adding": ninetyNineAddingOptionsSchema,
};

describe("every game option has a maximum (docs/limits.md)", () => {
  for (const [id, schema] of Object.entries(schemas)) {
    const game = getGame(id)!;
    for (const field of optionFields(schema)) {
      const max =
        field.kind === "number" || field.kind === "optionalNumber"
          ? field.max
          : field.kind === "choice"
            ? field.range?.max
            : undefined;
      if (max === undefined) continue;
      it(`${id}: ${field.name} accepts ${max} and refuses ${max + 1}`, () => {
        expect(max).toBeLessThanOrEqual(Math.max(MAX_ROUNDS, MAX_TARGET));
        expect(game.optionsSchema.safeParse({ [field.name]: max }).success).toBe(true);
        const refused = game.optionsSchema.safeParse({ [field.name]: max + 1 });
        expect(refused.success).toBe(false);
        expect(refused.error?.issues[0]).toMatchObject({ code: "too_big", path: [field.name] });
      });
    }
  }

  it("a fixed number of rounds or hands never exceeds a session's 1,000 rounds", () => {
    expect(optionFields(ninesOptionsSchema).find((f) => f.name === "rounds")).toMatchObject({ max: MAX_ROUNDS });
    expect(optionFields(ninetyNineTricksOptionsSchema).find((f) => f.name === "rounds")).toMatchObject({
      max: MAX_ROUNDS,
    });
    expect(optionFields(ninetyNineAddingOptionsSchema).find((f) => f.name === "hands")).toMatchObject({
      max: MAX_ROUNDS,
    });
  });

  it("thresholds and targets stop at 10,000; lives at 20", () => {
    expect(ninesOptionsSchema.safeParse({ threshold: 2 ** 53 - 1 }).success).toBe(false);
    expect(ninetyNineTricksOptionsSchema.safeParse({ target: 10_001 }).success).toBe(false);
    expect(ninetyEightOptionFields.safeParse({ lives: 21 }).success).toBe(false);
    expect(ninetyEightOptionFields.safeParse({ lives: 20 }).success).toBe(true);
  });
});
