import { z } from "zod";
import { ninesApiExample } from "../games/nines/api-example";
import { ninesEntrySchema } from "../games/nines/options";
import { ninetyEightApiExample } from "../games/ninety-eight/api-example";
import { ninetyEightEntrySchema } from "../games/ninety-eight/options";
import { ninetyNineAddingApiExample } from "../games/ninety-nine-adding/api-example";
import { ninetyNineAddingEntrySchema } from "../games/ninety-nine-adding/options";
import { ninetyNineTricksApiExample } from "../games/ninety-nine-tricks/api-example";
import { ninetyNineTricksEntrySchema } from "../games/ninety-nine-tricks/options";
import { roundGuardSchema } from "../sessions/schema";

// One request schema per game's round entry: the game's own entry schema (what the handler parses with) plus the
// optional `round` guard, each with the example round from its rule sheet.

const guard = roundGuardSchema.shape.round.meta({
  description: "The round number this entry is meant to be; another number answers 409 and changes nothing.",
});

const GAMES = [
  { entry: ninesEntrySchema, example: ninesApiExample, name: "NinesEntry" },
  { entry: ninetyNineTricksEntrySchema, example: ninetyNineTricksApiExample, name: "NinetyNineTricksEntry" },
  { entry: ninetyEightEntrySchema, example: ninetyEightApiExample, name: "NinetyEightEntry" },
  { entry: ninetyNineAddingEntrySchema, example: ninetyNineAddingApiExample, name: "NinetyNineAddingEntry" },
] as const;

const entries = GAMES.map(({ entry, example, name }) =>
  entry.extend({ round: guard }).meta({
    id: name,
    title: `${example.game} round entry`,
    description: `A round of \`${example.game}\`. Example: ${example.summary}.`,
    // As an override: zod leaves `examples` out of a schema with a preprocess step (the tricks entry's trump).
    override: { examples: [example.entry] },
  }),
);

export const roundBodySchema = z
  .union(entries as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
  .meta({ id: "RoundEntry", description: "The round entry for the session's game." });

export const roundExamples = Object.fromEntries(
  GAMES.map(({ example }) => [example.game, { summary: `${example.game}: ${example.summary}`, value: example.entry }]),
);
