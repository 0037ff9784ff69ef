import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { candidate } from "../../tests/api/entry-candidates";
import { GAME_IDS } from "./game-ids";
import { getGame } from "./registry";
import { continueReplay, type Replay, replay } from "./replay";
import type { Table } from "./types";

// A round write plays only the new round on from the state the last write ended with (lib/sessions/replay-cache.ts):
// for random sessions of every game, continuing a replay equals replaying every entry from the start, for the
// rounds the rules accept and for the first one they refuse.

const table: Table = { players: ["ann", "ben", "cem", "dan"], firstDealer: 1 };

describe.each(GAME_IDS)("%s: continuing a replay", (id) => {
  const game = getGame(id)!;
  const options = game.optionsSchema.parse({});

  it("equals replaying every entry from the start, at every split", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat({ max: 1000 }), { minLength: 6, maxLength: 6 }), { maxLength: 30 }),
        (seeds) => {
          // The entries the rules accept, in turn (a refused candidate is left out), and the last refused one.
          const accepted: unknown[] = [];
          let refused: unknown;
          for (const seed of seeds) {
            const entry = candidate(id, table.players, seed);
            if (replay(game, table, options, [...accepted, entry]).ok) accepted.push(entry);
            else refused = entry;
          }
          const whole = replay(game, table, options, accepted);
          for (let split = 0; split <= accepted.length; split++) {
            const before = replay(game, table, options, accepted.slice(0, split)) as Extract<Replay, { ok: true }>;
            expect(continueReplay(game, table, before, accepted.slice(split))).toEqual(whole);
          }
          if (refused !== undefined) {
            const end = whole as Extract<Replay, { ok: true }>;
            expect(continueReplay(game, table, end, [refused])).toEqual(
              replay(game, table, options, [...accepted, refused]),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
