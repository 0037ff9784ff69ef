import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import { ninetyNineTricks } from "./rules";
import { explainStoredRound } from "./stored-round";
import { ANN, BEN, CEM, table } from "./test-helpers";

// The round summary explains a stored round from the session's entry, seats and options: no engine state needed.

const SEATS = [ANN, BEN, CEM];
/** The options as a session stores them: every option with its value. */
const stored = (options: object = {}) => ninetyNineTricks.optionsSchema.parse(options) as unknown;

describe("explainStoredRound", () => {
  it("the sheet's round: only ben made his bid (3 of 3): 3 + 30; ann 1, cem 5", () => {
    const entry = { bids: { ann: 0, ben: 3, cem: 2 }, tricks: { ann: 1, ben: 3, cem: 5 }, trump: "H" };
    expect(explainStoredRound(entry, SEATS, stored())).toEqual({
      players: [
        { player: ANN, bid: 0, tricks: 1, made: false, trickPoints: 1, bonus: 0, premium: 0, points: 1 },
        { player: BEN, bid: 3, tricks: 3, made: true, trickPoints: 3, bonus: 30, premium: 0, points: 33 },
        { player: CEM, bid: 2, tricks: 5, made: false, trickPoints: 5, bonus: 0, premium: 0, points: 5 },
      ],
      madeCount: 1,
      bonusEach: 30,
      premium: null,
      trump: "H",
    });
  });

  it("a failed reveal: each opponent adds 60; two made their bids, 20 each", () => {
    const entry = {
      bids: { ann: 1, ben: 3, cem: 3 },
      tricks: { ann: 3, ben: 3, cem: 3 },
      trump: "none",
      premium: { player: ANN, kind: "reveal" },
    };
    const explained = explainStoredRound(entry, SEATS, stored({ premiums: true }));
    expect(explained?.premium).toEqual({ player: ANN, kind: "reveal", amount: 60, success: false });
    expect(explained?.players.map((row) => [row.player, row.bonus, row.premium, row.points])).toEqual([
      [ANN, 0, 0, 3],
      [BEN, 20, 60, 83],
      [CEM, 20, 60, 83],
    ]);
    expect(explained).toMatchObject({ madeCount: 2, bonusEach: 20, trump: "none" });
  });

  it("a premium without the option on counts for nothing, and no trump reads as null", () => {
    const entry = { bids: { ann: 0, ben: 0, cem: 0 }, tricks: { ann: 0, ben: 0, cem: 9 }, premium: null };
    const explained = explainStoredRound(
      { ...entry, premium: { player: ANN, kind: "declare" } },
      SEATS,
      stored({ premiums: false }),
    );
    expect(explained).toMatchObject({ madeCount: 2, bonusEach: 20, premium: null, trump: null });
  });

  it("null for an entry or options that are not this game's", () => {
    expect(explainStoredRound({ bust: ANN }, SEATS, stored())).toBeNull();
    expect(explainStoredRound({ bids: {}, tricks: {} }, SEATS, { threshold: 100 })).toBeNull();
  });

  it("its points are the scores replay recorded for the same rounds", () => {
    const options = stored({ premiums: true });
    const entries = [
      { bids: { ann: 0, ben: 3, cem: 2 }, tricks: { ann: 1, ben: 3, cem: 5 } },
      {
        bids: { ann: 2, ben: 2, cem: 2 },
        tricks: { ann: 2, ben: 2, cem: 5 },
        premium: { player: CEM, kind: "declare" },
      },
    ];
    const result = replay(ninetyNineTricks, table, options, entries);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const [index, round] of result.rounds.entries()) {
      const explained = explainStoredRound(entries[index], SEATS, options);
      expect(Object.fromEntries(explained!.players.map((row) => [row.player, row.points]))).toEqual(round.scores);
    }
  });
});
