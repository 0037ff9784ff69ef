import type { GameId } from "./game-ids";

/**
 * A game's example round for the API reference (lib/openapi/round-entries.ts), from its rule sheet: each game's
 * `api-example.ts` declares one under its own id. Generic so the toy game's fixture (tests/fixtures/toy-game/) can
 * name a fifth id.
 */
export interface ApiExample<Id extends string = GameId> {
  game: Id;
  /** One line: what happens in the round. */
  summary: string;
  /** The request body of `POST /api/v1/sessions/<id>/rounds`, as the game's entry schema takes it. */
  entry: Readonly<Record<string, unknown>>;
}
