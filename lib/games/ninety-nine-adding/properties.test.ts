import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Summary, Table } from "../types";
import { type NinetyNineAddingOptions, ninetyNineAddingOptionsSchema } from "./options";
import { ninetyNineAdding } from "./rules";
import { type NinetyNineAddingState, stillIn } from "./state";

const setup = fc
  .record({
    count: fc.integer({ min: 2, max: 5 }),
    lives: fc.integer({ min: 2, max: 5 }),
    hands: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
    stakes: fc.boolean(),
    dealer: fc.nat(),
    // Each hand's buster is drawn from these numbers.
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
  })
  .map(({ count, lives, hands, stakes, dealer, picks }) => ({
    table: { players: Array.from({ length: count }, (_, i) => `p${i}`), firstDealer: dealer % count } as Table,
    options: ninetyNineAddingOptionsSchema.parse({ lives, hands, stakes }),
    picks,
  }));

/** Plays random legal hands to the end (each costs a token, so it ends within players × lives). */
function playGame(table: Table, options: NinetyNineAddingOptions, picks: number[]) {
  let state = ninetyNineAdding.initialState(table, options);
  const busts: string[] = [];
  const summaries: Summary[] = [];
  for (let hand = 0; ninetyNineAdding.summarize(state).status !== "finished"; hand++) {
    const playing = stillIn(state);
    const bust = playing[(picks[hand % picks.length] ?? 0) % playing.length] ?? "";
    expect(ninetyNineAdding.validate({ bust }, state)).toEqual([]);
    state = ninetyNineAdding.apply({ bust }, state).state;
    busts.push(bust);
    summaries.push(ninetyNineAdding.summarize(state));
    expect(hand).toBeLessThan(table.players.length * options.lives);
  }
  return { state, busts, summaries };
}

/** The winners as the rulings name them: the one player with tokens, or at a fixed-hands end the most tokens. */
function rulingWinners(state: NinetyNineAddingState): string[] {
  const withTokens = state.table.players.filter((id) => (state.lives[id] ?? 0) > 0);
  const most = Math.max(...withTokens.map((id) => state.lives[id] ?? 0));
  return withTokens.filter((id) => state.lives[id] === most);
}

describe("adding game properties", () => {
  it("a finished game has exactly the winners the rules name", () => {
    fc.assert(
      fc.property(setup, ({ table, options, picks }) => {
        const { state, summaries } = playGame(table, options, picks);
        const last = summaries.at(-1);
        expect(last?.winners).toEqual(rulingWinners(state));
        expect(
          last?.standings
            .filter((s) => s.rank === 1)
            .map((s) => s.playerId)
            .sort(),
        ).toEqual([...(last?.winners ?? [])].sort());
        if (options.hands === null) expect(last?.winners).toHaveLength(1);
        else expect(state.handsPlayed <= options.hands).toBe(true);
        for (const earlier of summaries.slice(0, -1)) expect(earlier.winners).toEqual([]);
      }),
    );
  });

  it("tokens never go below 0 and out means exactly 0 tokens", () => {
    fc.assert(
      fc.property(setup, ({ table, options, picks }) => {
        for (const summary of playGame(table, options, picks).summaries) {
          for (const row of summary.standings) {
            expect(row.lives).toBeGreaterThanOrEqual(0);
            expect(row.lives).toBeLessThanOrEqual(options.lives);
            expect(row.out).toBe(row.lives === 0);
          }
        }
      }),
    );
  });

  it("chips plus pot always sum to 0, and the pot is shared out at the end", () => {
    fc.assert(
      fc.property(setup, ({ table, options, picks }) => {
        const { summaries } = playGame(table, { ...options, stakes: true }, picks);
        for (const summary of summaries) {
          const chips = summary.standings.reduce((sum, s) => sum + (s.chips ?? 0), 0);
          expect(chips + Number(summary.extra?.pot)).toBe(0);
        }
        expect(summaries.at(-1)?.extra?.pot).toBe(0);
      }),
    );
  });

  it("tokens equal the start plus the round scores replay gives, and replay agrees", () => {
    fc.assert(
      fc.property(setup, ({ table, options, picks }) => {
        const { busts, summaries } = playGame(table, options, picks);
        const result = replay(
          ninetyNineAdding,
          table,
          options,
          busts.map((bust) => ({ bust })),
        );
        if (!result.ok) throw new Error("replay refused a legal game");
        expect(result.summary).toEqual(summaries.at(-1));
        for (const row of result.summary.standings) {
          const sum = result.rounds.reduce((total, round) => total + (round.scores[row.playerId] ?? 0), 0);
          expect(row.lives).toBe(options.lives + sum);
        }
      }),
    );
  });

  it("validate accepts exactly a player with tokens in a running game; an invalid entry changes nothing", () => {
    fc.assert(
      fc.property(setup, fc.nat(), fc.nat(), ({ table, options, picks }, cut, pick) => {
        const { busts } = playGame(table, options, picks);
        const prefix = busts.slice(0, cut % (busts.length + 1)).map((bust) => ({ bust }));
        const result = replay(ninetyNineAdding, table, options, prefix);
        if (!result.ok) throw new Error("replay refused a legal game");
        const state = result.state as NinetyNineAddingState;
        const before = structuredClone(state);
        const ids = [...table.players, "zed"];
        const bust = ids[pick % ids.length] ?? "zed";
        const legal = result.summary.status !== "finished" && stillIn(state).includes(bust);
        expect(ninetyNineAdding.validate({ bust }, state).length === 0).toBe(legal);
        expect(state).toEqual(before);
        if (!legal) expect(replay(ninetyNineAdding, table, options, [...prefix, { bust }]).ok).toBe(false);
      }),
    );
  });
});
