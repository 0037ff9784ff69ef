import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { candidate } from "@/tests/api/entry-candidates";
import { GAME_IDS, type GameId } from "../games/game-ids";
import { getGame } from "../games/registry";
import { replay } from "../games/replay";
import { computeSummary, type StoredSummary, type SummarySource } from "./summary";
import { decodeSummary, encodeSummary } from "./summary-codec";

// Options that reach what the defaults rarely do: tie-breaks (a low threshold), fixed rounds, teams, short games.
const VARIANTS: Record<GameId, Array<Record<string, unknown>>> = {
  nines: [{}, { threshold: 15 }, { rounds: 2 }],
  "ninety-eight": [{}, { teams: true }, { rounds: 5 }, { lives: 1 }],
  "ninety-nine-adding": [{}, { lives: 2 }, { hands: 4 }, { stakes: true }],
  "ninety-nine-tricks": [{}, { target: 40 }, { premiums: true }],
};

interface Plan {
  game: GameId;
  players: number;
  firstDealer: number;
  variant: number;
  seeds: number[][];
  /** Draw 0 or 1 only: equal hands, so equal totals and tie-breaks. */
  narrow: boolean;
  /** Where to put an entry the rules refuse (a summary with `problem`), if anywhere. */
  refusedAt: number | null;
}

const planArb: fc.Arbitrary<Plan> = fc.record({
  game: fc.constantFrom(...GAME_IDS),
  players: fc.integer({ min: 2, max: 6 }),
  firstDealer: fc.nat({ max: 5 }),
  variant: fc.nat({ max: 3 }),
  seeds: fc.array(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 6 }), { maxLength: 40 }),
  narrow: fc.boolean(),
  refusedAt: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat({ max: 40 }) }),
});

/** A session of `plan.game` played from the plan's seeds: entries the rules refuse are skipped (one may be kept). */
function played(plan: Plan): SummarySource {
  const engine = getGame(plan.game)!;
  const count = Math.min(Math.max(plan.players, engine.minPlayers), engine.maxPlayers);
  const ids = Array.from({ length: count }, (_, i) => `player-${i}`);
  const table = { players: ids, firstDealer: plan.firstDealer % count };
  const variants = VARIANTS[plan.game];
  const options = engine.optionsSchema.parse(variants[plan.variant % variants.length]);
  const entries: unknown[] = [];
  for (const seeds of plan.seeds) {
    const now = replay(engine, table, options, entries);
    if (!now.ok || now.summary.status === "finished") break;
    const drawn = plan.narrow ? seeds.map((n) => n % 2) : seeds;
    const entry = engine.entrySchema.safeParse(candidate(plan.game, now.summary.participants, drawn));
    if (entry.success && engine.validate(entry.data, now.state).length === 0) entries.push(entry.data);
  }
  // A round about someone not at the table: every game refuses it.
  if (plan.refusedAt !== null)
    entries.splice(Math.min(plan.refusedAt, entries.length), 0, candidate(plan.game, ["stranger"], [0, 1, 2]));
  return {
    game: plan.game,
    options: JSON.stringify(options),
    firstDealer: table.firstDealer,
    players: ids.map((id, seat) => ({ id, name: id, seat })),
    rounds: entries.map((entry, i) => ({ number: i + 1, entry: JSON.stringify(entry) })),
  };
}

/** What format 1 stored: the summary's JSON text. The codec must give back exactly that, key order included. */
const formatOne = (summary: StoredSummary) => JSON.stringify(summary);

/** The stored rounds as written: arrays are compact, objects the full form. */
const storedRounds = (text: string) => (JSON.parse(text) as { rounds: unknown[] }).rounds;

describe("summary codec", () => {
  it("gives back every played game's summary exactly, and stores every round compact", () => {
    // What the random games reached, so that the property is known to cover it.
    // (Tie-breaks are rare in random games: the test after this one plays one.)
    const seen = { problem: 0, unscored: 0, finished: 0 };
    fc.assert(
      fc.property(planArb, (plan) => {
        const summary = computeSummary(played(plan));
        const text = encodeSummary(summary);
        expect(JSON.stringify(decodeSummary(text))).toBe(formatOne(summary));
        expect(decodeSummary(text)).toEqual(summary);
        // The engines' rounds all fit the compact form: a full-form round here means the codec's gains are lost.
        expect(storedRounds(text).every((round) => Array.isArray(round))).toBe(true);
        if (summary.problem) seen.problem++;
        if (summary.status === "finished") seen.finished++;
        const everyone = Object.keys(summary.rounds.at(-1)?.totals ?? {}).length;
        if (summary.rounds.some((round) => Object.keys(round.scores).length < everyone)) seen.unscored++;
      }),
      { numRuns: 400 },
    );
    expect(
      Object.values(seen).every((count) => count > 0),
      JSON.stringify(seen),
    ).toBe(true);
  });

  it("keeps the full form for rounds that would not come back the same, and gives them back exactly", () => {
    const summary = computeSummary(
      played({
        game: "nines",
        players: 3,
        firstDealer: 0,
        variant: 0,
        seeds: seeds(6),
        narrow: false,
        refusedAt: null,
      }),
    );
    expect(summary.rounds.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = summary.rounds as [StoredSummary["rounds"][number], ...StoredSummary["rounds"]];
    const odd: StoredSummary = {
      ...summary,
      rounds: [
        a,
        // Scores in another key order than the table's; a stranger's score; totals that are not the running sums.
        { ...b!, scores: Object.fromEntries(Object.entries(b!.scores).reverse()) },
        { ...c!, scores: { ...c!.scores, stranger: 1 } },
        { ...d!, totals: { ...d!.totals, "player-0": 1234 } },
        // Seats naming someone not at the table; a round with a key of its own.
        { ...d!, seats: { round: 9, dealer: "stranger", starter: "player-0" } },
        { ...d!, number: 5 } as StoredSummary["rounds"][number],
        ...summary.rounds.slice(4),
      ],
    };
    const text = encodeSummary(odd);
    expect(JSON.stringify(decodeSummary(text))).toBe(formatOne(odd));
    const shapes = storedRounds(text).map((round) => (Array.isArray(round) ? "compact" : "full"));
    expect(shapes.slice(0, 6)).toEqual(["compact", "full", "full", "full", "full", "full"]);
  });

  it("gives back a tie-break round (scores shown, not added) and a summary with a problem and no rounds", () => {
    const [a, b] = ["player-0", "player-1"];
    const tied = [
      { winner: a, hands: { [b]: 3 } },
      { winner: b, hands: { [a]: 3 } },
      { winner: a, hands: { [b]: 7 } },
    ];
    const summary = computeSummary(sourceOf("nines", [a, b], { rounds: 2 }, tied));
    expect(summary.rounds.map((round) => round.tiebreak)).toEqual([false, false, true]);
    expect(summary.status).toBe("finished");
    const text = encodeSummary(summary);
    expect(JSON.stringify(decodeSummary(text))).toBe(formatOne(summary));
    expect(storedRounds(text).every((round) => Array.isArray(round))).toBe(true);

    const refused = computeSummary(sourceOf("nines", [a, b], {}, [{ winner: "stranger", hands: {} }, ...tied]));
    expect(refused.problem?.round).toBe(1);
    expect(refused.rounds).toEqual([]);
    expect(JSON.stringify(decodeSummary(encodeSummary(refused)))).toBe(formatOne(refused));
  });

  it("stores a 50-round game of three in a fraction of format 1's text", () => {
    const summary = computeSummary(fiftyRoundsOfNines());
    expect(summary.rounds).toHaveLength(50);
    const before = formatOne(summary).length;
    const after = encodeSummary(summary).length;
    expect(after).toBeLessThan(before / 5);
  });
});

function seeds(count: number): number[][] {
  return Array.from({ length: count * 4 }, (_, i) => [i * 37 + 5, i * 11 + 2, i * 7 + 1]);
}

/** bench/requests.mjs's game: three players, threshold 10,000, a different hand each round. */
function fiftyRoundsOfNines(): SummarySource {
  const ids = ["cmid0000000000000000000a1", "cmid0000000000000000000b2", "cmid0000000000000000000c3"];
  const [winner, ...others] = ids;
  const entries = Array.from({ length: 50 }, (_, r) => ({
    winner,
    hands: Object.fromEntries(others.map((id, k) => [id, 1 + ((r + 1 + k * 3) % 9)])),
  }));
  return sourceOf("nines", ids, { threshold: 10000 }, entries);
}

function sourceOf(game: GameId, ids: string[], options: object, entries: unknown[]): SummarySource {
  return {
    game,
    options: JSON.stringify(options),
    firstDealer: 0,
    players: ids.map((id, seat) => ({ id, name: id, seat })),
    rounds: entries.map((entry, i) => ({ number: i + 1, entry: JSON.stringify(entry) })),
  };
}
