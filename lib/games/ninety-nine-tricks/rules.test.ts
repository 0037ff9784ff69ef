import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import { bidFromSuits } from "./bids";
import { ninetyNineTricks as game } from "./rules";
import { explainRound } from "./scoring";
import { ANN, BEN, CEM, opts, play, round, start, table } from "./test-helpers";

describe("options", () => {
  it("fills in the canonical defaults", () => {
    expect(opts()).toEqual({ bidEncoding: "suit", premiums: false, rounds: 9, target: null });
  });

  it("takes every variant", () => {
    expect(opts({ bidEncoding: "sum", premiums: true, rounds: 3, target: 100 })).toEqual({
      bidEncoding: "sum",
      premiums: true,
      rounds: 3,
      target: 100,
    });
  });

  it.each([
    [{ unknown: true }],
    [{ threshold: 100 }],
    [{ bidEncoding: "suits" }],
    [{ premiums: "yes" }],
    [{ rounds: 0 }],
    [{ rounds: 2.5 }],
    [{ rounds: null }],
    [{ target: 0 }],
    [{ target: -10 }],
  ])("refuses %j", (input) => {
    expect(game.optionsSchema.safeParse(input).success).toBe(false);
  });
});

describe("entry shape", () => {
  const base = { bids: { ann: 0 }, tricks: { ann: 1 } };

  it("accepts the API's shape and leaves out what was not given", () => {
    expect(game.entrySchema.parse(base)).toEqual(base);
  });

  it.each([
    ["S", "S"],
    ["h", "H"],
    ["♦", "D"],
    ["♣️", "C"],
    [" none ", "none"],
    ["NONE", "none"],
  ])("reads trump %j as %j", (trump, expected) => {
    expect(game.entrySchema.parse({ ...base, trump }).trump).toBe(expected);
  });

  it("reads null trump and premium as not given", () => {
    const entry = game.entrySchema.parse({ ...base, trump: null, premium: null });
    expect(entry.trump ?? undefined).toBeUndefined();
    expect(entry.premium ?? undefined).toBeUndefined();
  });

  it.each([
    ["a trump that is no suit", { ...base, trump: "X" }],
    ["a fractional bid", { ...base, bids: { ann: 1.5 } }],
    ["a bid as text", { ...base, bids: { ann: "1" } }],
    ["missing tricks", { bids: { ann: 0 } }],
    ["an unknown field", { ...base, round: 2 }],
    ["an unknown premium kind", { ...base, premium: { player: "ann", kind: "open" } }],
    ["a premium without a player", { ...base, premium: { kind: "declare" } }],
    ["a premium with an extra field", { ...base, premium: { player: "ann", kind: "declare", points: 30 } }],
  ])("refuses %s", (_, input) => {
    expect(game.entrySchema.safeParse(input).success).toBe(false);
  });
});

describe("setup", () => {
  it("is a game for exactly three", () => {
    expect(game.id).toBe("ninety-nine-tricks");
    expect([game.minPlayers, game.maxPlayers]).toEqual([3, 3]);
    expect(game.validateSetup(table, opts())).toEqual([]);
  });

  it.each([[["a", "b"]], [["a", "b", "c", "d"]], [[]]])("refuses %j players", (players) => {
    const [v] = game.validateSetup({ players, firstDealer: 0 }, opts());
    expect(v).toMatchObject({
      code: "player_count",
      field: "players",
      params: { min: 3, max: 3, count: players.length },
    });
    expect(v?.message).toBe(`Ninety-Nine is played by exactly 3 players, not ${players.length}.`);
  });

  it.each([[-1], [3], [1.5]])("refuses first dealer seat %j", (firstDealer) => {
    const [v] = game.validateSetup({ ...table, firstDealer }, opts());
    expect(v).toMatchObject({ code: "first_dealer", field: "firstDealer", params: { value: firstDealer, max: 2 } });
  });

  it("starts at zero, active, with all three taking part", () => {
    const summary = game.summarize(start());
    expect(summary).toEqual({
      status: "active",
      standings: [
        { playerId: ANN, rank: 1, score: 0 },
        { playerId: BEN, rank: 1, score: 0 },
        { playerId: CEM, rank: 1, score: 0 },
      ],
      winners: [],
      tiebreak: null,
      next: { round: 1, dealer: ANN, starter: BEN },
      participants: [ANN, BEN, CEM],
      progress: { rounds: { played: 0, total: 9 } },
    });
  });
});

describe("the sheet's worked example", () => {
  // Spieler 1 deals; Spieler 2 leads. Bids: Karo x3 = 0, Kreuz x3 = 3, Herz x3 = 2. Tricks won: 1, 3, 5.
  const s1 = "spieler1";
  const s2 = "spieler2";
  const s3 = "spieler3";
  const sheetTable = { players: [s1, s2, s3], firstDealer: 0 };

  it("reads the bid cards as 0, 3 and 2", () => {
    expect(bidFromSuits(["D", "D", "D"], "suit")).toEqual({ ok: true, bid: 0 });
    expect(bidFromSuits(["C", "C", "C"], "suit")).toEqual({ ok: true, bid: 3 });
    expect(bidFromSuits(["H", "H", "H"], "suit")).toEqual({ ok: true, bid: 2 });
  });

  it("has Spieler 1 deal and Spieler 2 lead", () => {
    const state = game.initialState(sheetTable, opts());
    expect(game.summarize(state).next).toEqual({ round: 1, dealer: s1, starter: s2 });
  });

  it("scores 1, 33 and 5", () => {
    const state = game.initialState(sheetTable, opts());
    const entry = game.entrySchema.parse({
      bids: { [s1]: 0, [s2]: 3, [s3]: 2 },
      tricks: { [s1]: 1, [s2]: 3, [s3]: 5 },
      trump: "S",
    });
    expect(game.validate(entry, state)).toEqual([]);
    const { scores, state: after } = game.apply(entry, state);
    expect(scores).toEqual({ [s1]: 1, [s2]: 33, [s3]: 5 });
    expect(game.summarize(after).standings).toEqual([
      { playerId: s2, rank: 1, score: 33 },
      { playerId: s3, rank: 2, score: 5 },
      { playerId: s1, rank: 3, score: 1 },
    ]);
    expect(game.summarize(after).next).toEqual({ round: 2, dealer: s2, starter: s3 });
  });

  it("explains it: only Spieler 2 made it, 3 + 30", () => {
    const state = game.initialState(sheetTable, opts());
    const entry = game.entrySchema.parse({
      bids: { [s1]: 0, [s2]: 3, [s3]: 2 },
      tricks: { [s1]: 1, [s2]: 3, [s3]: 5 },
    });
    expect(explainRound(entry, state)).toEqual({
      players: [
        { player: s1, bid: 0, tricks: 1, made: false, trickPoints: 1, bonus: 0, premium: 0, points: 1 },
        { player: s2, bid: 3, tricks: 3, made: true, trickPoints: 3, bonus: 30, premium: 0, points: 33 },
        { player: s3, bid: 2, tricks: 5, made: false, trickPoints: 5, bonus: 0, premium: 0, points: 5 },
      ],
      madeCount: 1,
      bonusEach: 30,
      premium: null,
    });
  });
});

describe("bonus for making the bid exactly", () => {
  it("gives nobody a bonus when nobody made it", () => {
    const entry = round([1, 0], [1, 0], [3, 9]);
    expect(play(start(), entry).scores).toEqual({ ann: 0, ben: 0, cem: 9 });
    expect(explainRound(entry, start())).toMatchObject({ madeCount: 0, bonusEach: 0 });
  });

  it("gives 30 when only one made it", () => {
    expect(play(start(), round([0, 0], [1, 2], [2, 7])).scores).toEqual({ ann: 30, ben: 2, cem: 7 });
  });

  it("counts a bid of 0 made with no tricks (sheet: Karo, no trick at all)", () => {
    const rows = explainRound(round([0, 0], [1, 2], [2, 7]), start()).players;
    expect(rows[0]).toMatchObject({ player: ANN, made: true, trickPoints: 0, bonus: 30, points: 30 });
  });

  it("gives 20 each when two made it", () => {
    const entry = round([3, 3], [2, 2], [0, 4]);
    expect(play(start(), entry).scores).toEqual({ ann: 23, ben: 22, cem: 4 });
    expect(explainRound(entry, start())).toMatchObject({ madeCount: 2, bonusEach: 20 });
  });

  it("gives 10 each when all three made it", () => {
    const entry = round([3, 3], [3, 3], [3, 3]);
    expect(play(start(), entry).scores).toEqual({ ann: 13, ben: 13, cem: 13 });
    expect(explainRound(entry, start())).toMatchObject({ madeCount: 3, bonusEach: 10 });
  });

  it("does not reward a bid missed by one either way", () => {
    expect(play(start(), round([2, 1], [2, 3], [3, 5])).scores).toEqual({ ann: 1, ben: 3, cem: 5 });
  });
});

describe("bid encodings", () => {
  it("suit: bids are 0 to 3", () => {
    expect(game.validate(round([3, 3], [0, 0], [1, 6]), start())).toEqual([]);
    expect(game.validate(round([4, 3], [0, 0], [1, 6]), start()).map((v) => v.code)).toEqual(["bid_out_of_range"]);
  });

  it("sum: bids are 0 to 9 and scored the same way", () => {
    const state = start({ bidEncoding: "sum" });
    // ♣♣♥ = 8 missed by one; ♦♦♦ = 0 made by two players: 20 each.
    expect(bidFromSuits(["C", "C", "H"], "sum")).toEqual({ ok: true, bid: 8 });
    const entry = round([8, 9], [0, 0], [0, 0]);
    expect(play(state, entry).scores).toEqual({ ann: 9, ben: 20, cem: 20 });
  });

  it("sum: all three making 4, 5 and 0 score 14, 15 and 10", () => {
    expect(play(start({ bidEncoding: "sum" }), round([4, 4], [5, 5], [0, 0])).scores).toEqual({
      ann: 14,
      ben: 15,
      cem: 10,
    });
  });

  it("sum: a bid of 9 (three clubs) is allowed and can be made", () => {
    const state = start({ bidEncoding: "sum" });
    expect(bidFromSuits(["C", "C", "C"], "sum")).toEqual({ ok: true, bid: 9 });
    expect(play(state, round([9, 9], [0, 0], [1, 0])).scores).toEqual({ ann: 29, ben: 20, cem: 0 });
  });
});

describe("premiums", () => {
  const on = () => start({ premiums: true });
  const premium = (player: string, kind: "declare" | "reveal") => ({ premium: { player, kind } });

  it("declare, made: the declarer adds 30 on top of the bonus", () => {
    const entry = round([3, 3], [1, 0], [2, 6], premium(ANN, "declare"));
    expect(play(on(), entry).scores).toEqual({ ann: 63, ben: 0, cem: 6 });
    expect(explainRound(entry, on()).premium).toEqual({ player: ANN, kind: "declare", amount: 30, success: true });
  });

  it("declare, missed: each opponent adds 30, and the normal bonus still counts", () => {
    const entry = round([2, 3], [1, 1], [3, 5], premium(ANN, "declare"));
    expect(play(on(), entry).scores).toEqual({ ann: 3, ben: 61, cem: 35 });
    expect(explainRound(entry, on()).players.map((row) => row.premium)).toEqual([0, 30, 30]);
  });

  it("reveal, made: the revealer adds 60", () => {
    const entry = round([0, 0], [3, 3], [3, 6], premium(ANN, "reveal"));
    // Two made it: 20 each; ann adds 60.
    expect(play(on(), entry).scores).toEqual({ ann: 80, ben: 23, cem: 6 });
  });

  it("reveal, missed: each opponent adds 60", () => {
    const entry = round([0, 1], [3, 3], [3, 5], premium(ANN, "reveal"));
    expect(play(on(), entry).scores).toEqual({ ann: 1, ben: 93, cem: 65 });
  });

  it("a premium by the middle seat pays the two others on failure", () => {
    const entry = round([1, 2], [2, 3], [3, 4], premium(BEN, "declare"));
    expect(play(on(), entry).scores).toEqual({ ann: 32, ben: 3, cem: 34 });
  });

  it("counts with all three made: 10 each plus the premium", () => {
    expect(play(on(), round([3, 3], [3, 3], [3, 3], premium(CEM, "reveal"))).scores).toEqual({
      ann: 13,
      ben: 13,
      cem: 73,
    });
  });

  it("works with the sum encoding", () => {
    const state = start({ premiums: true, bidEncoding: "sum" });
    expect(play(state, round([7, 7], [2, 1], [0, 1], premium(ANN, "declare"))).scores).toEqual({
      ann: 67,
      ben: 1,
      cem: 1,
    });
  });

  it("is ignored by the score when the option is off (validate refuses it first)", () => {
    const entry = round([3, 3], [1, 0], [2, 6], premium(ANN, "reveal"));
    expect(game.validate(entry, start()).map((v) => v.code)).toEqual(["premiums_off"]);
    expect(explainRound(entry, start()).premium).toBeNull();
    expect(game.apply(entry, start()).scores).toEqual({ ann: 33, ben: 0, cem: 6 });
  });
});

describe("dealer and starter", () => {
  it("passes the deal clockwise every round; the player left of the dealer leads", () => {
    let state = start();
    const seen = [];
    for (let r = 1; r <= 5; r++) {
      seen.push(game.summarize(state).next);
      state = play(state, round([0, 3], [0, 3], [0, 3])).state;
    }
    expect(seen).toEqual([
      { round: 1, dealer: ANN, starter: BEN },
      { round: 2, dealer: BEN, starter: CEM },
      { round: 3, dealer: CEM, starter: ANN },
      { round: 4, dealer: ANN, starter: BEN },
      { round: 5, dealer: BEN, starter: CEM },
    ]);
  });

  it("starts at the chosen first dealer", () => {
    const state = game.initialState({ ...table, firstDealer: 2 }, opts());
    expect(game.summarize(state).next).toEqual({ round: 1, dealer: CEM, starter: ANN });
    const after = play(state, round([0, 3], [0, 3], [0, 3])).state;
    expect(game.summarize(after).next).toEqual({ round: 2, dealer: ANN, starter: BEN });
  });

  it("lets each player deal three times in the default nine rounds", () => {
    const deals: Record<string, number> = {};
    let state = start();
    while (!state.finished) {
      const next = game.summarize(state).next;
      if (next) deals[next.dealer] = (deals[next.dealer] ?? 0) + 1;
      state = play(state, round([0, 3], [0, 3], [0, 3])).state;
    }
    expect(deals).toEqual({ ann: 3, ben: 3, cem: 3 });
  });
});

describe("game end", () => {
  const dull = round([0, 3], [0, 3], [0, 3]);

  it("ends after nine rounds by default", () => {
    const entries = Array.from({ length: 9 }, () => dull);
    const eight = replay(game, table, opts(), entries.slice(0, 8));
    expect(eight.ok && eight.summary.status).toBe("active");
    expect(eight.ok && eight.summary.next).toEqual({ round: 9, dealer: CEM, starter: ANN });
    const nine = replay(game, table, opts(), entries);
    if (!nine.ok) throw new Error("refused");
    expect(nine.summary).toMatchObject({ status: "finished", next: null, participants: [], tiebreak: null });
    expect(nine.summary.winners).toEqual([ANN, BEN, CEM]);
  });

  it("refuses a round after the game is over", () => {
    const after = play(start({ rounds: 1 }), dull).state;
    expect(after.finished).toBe(true);
    expect(game.validate(dull, after)).toEqual([
      { code: "game_finished", message: "The game is over; no more rounds can be added." },
    ]);
    const tenth = replay(game, table, opts({ rounds: 1 }), [dull, dull]);
    expect(tenth).toMatchObject({ ok: false, round: 2, violations: [{ code: "game_finished" }] });
  });

  it("honours a chosen number of rounds", () => {
    const r = replay(game, table, opts({ rounds: 3 }), [dull, dull, dull]);
    expect(r.ok && r.summary.status).toBe("finished");
    const two = replay(game, table, opts({ rounds: 3 }), [dull, dull]);
    expect(two.ok && two.summary.status).toBe("active");
  });

  it("with a target, ends after the round in which someone reaches it, not after nine rounds", () => {
    const state = start({ target: 50 });
    // Ten dull rounds: 3 points each per round, 30 after ten: still going although `rounds` is 9.
    let s = state;
    for (let r = 0; r < 10; r++) s = play(s, dull).state;
    expect(game.summarize(s).status).toBe("active");
    expect(game.summarize(s).next?.round).toBe(11);
    // ann: 30 + 20 = 50 reaches the target exactly.
    const end = play(s, round([2, 2], [0, 7], [0, 0])).state;
    expect(end.totals).toEqual({ ann: 52, ben: 37, cem: 50 });
    expect(game.summarize(end)).toMatchObject({ status: "finished", winners: [ANN], next: null });
  });

  it("with a target, reaching it exactly ends the game", () => {
    const s = play(start({ target: 33 }), round([3, 3], [1, 0], [2, 6])).state;
    expect(s.totals.ann).toBe(33);
    expect(s.finished).toBe(true);
  });

  it("with a target, one point short keeps the game going", () => {
    const s = play(start({ target: 34 }), round([3, 3], [1, 0], [2, 6])).state;
    expect(s.finished).toBe(false);
  });

  it("with a target, the highest total wins even if another player also passed it", () => {
    const s = play(
      start({ target: 30, premiums: true }),
      round([2, 3], [1, 1], [3, 5], { premium: { player: ANN, kind: "declare" } }),
    ).state;
    expect(s.totals).toEqual({ ann: 3, ben: 61, cem: 35 });
    expect(game.summarize(s)).toMatchObject({ status: "finished", winners: [BEN] });
  });

  it("equal highest totals share the win, ranked 1, 1, 3", () => {
    const r = replay(game, table, opts({ rounds: 2 }), [round([3, 3], [0, 1], [0, 5]), round([0, 1], [3, 3], [0, 5])]);
    if (!r.ok) throw new Error("refused");
    expect(r.summary.standings).toEqual([
      { playerId: ANN, rank: 1, score: 34 },
      { playerId: BEN, rank: 1, score: 34 },
      { playerId: CEM, rank: 3, score: 10 },
    ]);
    expect(r.summary.winners).toEqual([ANN, BEN]);
    expect(r.summary.status).toBe("finished");
  });

  it("a three-way tie is a win for all three", () => {
    const r = replay(game, table, opts({ rounds: 1 }), [round([3, 3], [3, 3], [3, 3])]);
    expect(r.ok && r.summary.winners).toEqual([ANN, BEN, CEM]);
    expect(r.ok && r.summary.standings.map((row) => row.rank)).toEqual([1, 1, 1]);
  });

  it("lists shared second places too (1, 2, 2)", () => {
    const s = replay(game, table, opts({ rounds: 1 }), [round([3, 3], [0, 3], [0, 3])]);
    expect(s.ok && s.summary.standings.map((row) => [row.playerId, row.rank, row.score])).toEqual([
      [ANN, 1, 33],
      [BEN, 2, 3],
      [CEM, 2, 3],
    ]);
  });

  it("shows no winners until the game is finished", () => {
    const s = play(start(), round([3, 3], [1, 0], [2, 6])).state;
    expect(game.summarize(s).winners).toEqual([]);
  });
});

describe("apply", () => {
  it("does not change the state it was given", () => {
    const state = start();
    const before = structuredClone(state);
    play(state, round([3, 3], [1, 0], [2, 6]));
    expect(state).toEqual(before);
  });

  it("adds the round to the totals", () => {
    const one = play(start(), round([3, 3], [1, 0], [2, 6])).state;
    const two = play(one, round([0, 0], [1, 2], [2, 7])).state;
    expect(two.totals).toEqual({ ann: 63, ben: 2, cem: 13 });
    expect(two.roundsPlayed).toBe(2);
  });

  it("records the trump without letting it change the score", () => {
    const scores = ["S", "H", "D", "C", "none"].map(
      (trump) => play(start(), round([3, 3], [1, 0], [2, 6], { trump })).scores,
    );
    for (const s of scores) expect(s).toEqual({ ann: 33, ben: 0, cem: 6 });
  });
});
