import { z } from "zod";
import type { ApiExample } from "../games/api-example";
import { GAME_IDS, type GameId } from "../games/game-ids";
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

/** One game's round entry in the API document: its entry schema, its example round and the schema's name. */
export interface RoundEntryPart<Id extends string = GameId> {
  entry: z.ZodObject;
  example: ApiExample<Id>;
  /** The component's name in the document (`components.schemas`), e.g. `NinesEntry`. */
  name: string;
}

/**
 * Every game's round entry, each under its own id: complete over `Ids` (lib/games/game-ids.ts), so a game without
 * one does not compile. Generic so the toy game's fixture (tests/fixtures/toy-game/) checks a fifth id.
 */
export type RoundEntryParts<Ids extends string = GameId> = { readonly [K in Ids]: RoundEntryPart<K> };

const guard = roundGuardSchema.shape.round.meta({
  description: "The round number this entry is meant to be; another number answers 409 and changes nothing.",
});

export const ROUND_ENTRIES = {
  [ninesApiExample.game]: { entry: ninesEntrySchema, example: ninesApiExample, name: "NinesEntry" },
  [ninetyNineTricksApiExample.game]: {
    entry: ninetyNineTricksEntrySchema,
    example: ninetyNineTricksApiExample,
    name: "NinetyNineTricksEntry",
  },
  [ninetyEightApiExample.game]: {
    entry: ninetyEightEntrySchema,
    example: ninetyEightApiExample,
    name: "NinetyEightEntry",
  },
  [ninetyNineAddingApiExample.game]: {
    entry: ninetyNineAddingEntrySchema,
    example: ninetyNineAddingApiExample,
    name: "NinetyNineAddingEntry",
  },
} satisfies RoundEntryParts;

// In the id list's order, so the document lists the games as the API does.
const GAMES: readonly RoundEntryPart[] = GAME_IDS.map((id) => ROUND_ENTRIES[id]);

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
