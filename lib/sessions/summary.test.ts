import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { candidate } from "@/tests/api/entry-candidates";
import { GAME_IDS, type GameId } from "../games/game-ids";
import { getGame } from "../games/registry";
import { replay } from "../games/replay";
import {
  computeSummary,
  READ_SINCE_FORMAT,
  SUMMARY_FORMAT,
  type SummarySource,
  storedSummary,
  summaryColumns,
} from "./summary";

// What the engines derive from a fixed set of played games, per summary format. When this fails, the same entries
// now derive something else: stored summaries of the old format must be recomputed, so bump SUMMARY_FORMAT in
// summary.ts and add the new fingerprint here (docs/decisions/008-stored-summary.md). A format may also change only
// the stored text, the engines' output staying the same: then its fingerprint is the one before it.
const FINGERPRINTS: Record<number, string> = {
  1: "00c851ae13bbefd175b7b344b8d48fb6b449d2f0576ae65885c62c5e6931bf49",
  // The compact stored text (summary-codec.ts); the same summaries.
  2: "00c851ae13bbefd175b7b344b8d48fb6b449d2f0576ae65885c62c5e6931bf49",
};

/** A deterministic game of `game`: entries drawn from a fixed number sequence, kept only when the rules take them. */
function played(game: GameId, players: number, firstDealer: number, salt: number): SummarySource {
  const engine = getGame(game)!;
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const table = { players: ids, firstDealer };
  const options = engine.optionsSchema.parse({});
  let x = salt;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % 1000;
  };
  const entries: unknown[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const now = replay(engine, table, options, entries);
    if (!now.ok || now.summary.status === "finished") break;
    const entry = engine.entrySchema.parse(candidate(game, now.summary.participants, [next(), next(), next(), next()]));
    if (engine.validate(entry, now.state).length === 0) entries.push(entry);
  }
  return {
    game,
    options: JSON.stringify(options),
    firstDealer,
    players: ids.map((id, seat) => ({ id, name: id, seat })),
    rounds: entries.map((entry, i) => ({ number: i + 1, entry: JSON.stringify(entry) })),
  };
}

const games = GAME_IDS.flatMap((game) =>
  [0, 1, 2].map((k) => played(game, game === "ninety-nine-tricks" ? 3 : 3 + (k % 2), k, 7 + k * 31)),
);

describe("stored summary format", () => {
  it("the fixed games are real games: every game plays rounds, some to the end", () => {
    for (const game of GAME_IDS) {
      const own = games.filter((g) => g.game === game);
      expect(
        own.every((g) => g.rounds.length >= 3),
        game,
      ).toBe(true);
    }
    expect(games.some((g) => computeSummary(g).status === "finished")).toBe(true);
  });

  it("the engines derive what this format's fingerprint says (else bump SUMMARY_FORMAT)", () => {
    // Each game finished and half-way (an active game's next round, participants and progress count too).
    const halves = games.map((g) => ({ ...g, rounds: g.rounds.slice(0, Math.ceil(g.rounds.length / 2)) }));
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([...games, ...halves].map((g) => computeSummary(g))))
      .digest("hex");
    expect(fingerprint).toBe(FINGERPRINTS[SUMMARY_FORMAT]);
  });

  it("the formats read as they are derive the same (else raise READ_SINCE_FORMAT with the bump)", () => {
    for (let format = READ_SINCE_FORMAT; format <= SUMMARY_FORMAT; format++)
      expect(FINGERPRINTS[format], `format ${format}`).toBe(FINGERPRINTS[SUMMARY_FORMAT]);
  });

  it("a stored copy is used only in a format read as it is", () => {
    const summary = computeSummary(games[0]!);
    const columns = summaryColumns(summary);
    expect(storedSummary(columns)).toEqual(summary);
    // Format 1's text (the summary's plain JSON) derives the same and is read as it is (READ_SINCE_FORMAT).
    expect(storedSummary({ summary: JSON.stringify(summary), summaryFormat: 1 })).toEqual(summary);
    expect(storedSummary({ ...columns, summaryFormat: READ_SINCE_FORMAT - 1 })).toBeNull();
    expect(storedSummary({ ...columns, summaryFormat: SUMMARY_FORMAT + 1 })).toBeNull();
    expect(storedSummary({ summary: null, summaryFormat: SUMMARY_FORMAT })).toBeNull();
  });
});
