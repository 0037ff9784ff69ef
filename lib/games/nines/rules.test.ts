import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, fullDeck, parseCard, RANKS, type Rank, SUIT_SYMBOL, SUITS } from "../cards";
import { replay } from "../replay";
import type { Applied, PlayerId, Summary, Table } from "../types";
import type { NinesEntry } from "./options";
import { cardPenalty, deckPenalty, handPenalty } from "./penalties";
import { nines } from "./rules";
import type { NinesState } from "./state";

// Worked examples from the rule sheets (000 German, 001 Dutch) and the rulings README, "Nines".

const opts = (options: object = {}) => nines.optionsSchema.parse(options);
const THREE = ["ann", "ben", "cem"];
const FOUR = ["ann", "ben", "cem", "dan"];

interface Game {
  table: Table;
  state: NinesState;
  applied: Applied<NinesState>[];
}

function newGame(players: PlayerId[] = THREE, options: object = {}, firstDealer = 0): Game {
  const table = { players, firstDealer };
  expect(nines.validateSetup(table, opts(options))).toEqual([]);
  return { table, state: nines.initialState(table, opts(options)), applied: [] };
}

/** Plays valid rounds (each must pass validate) and returns the game after them. */
function play(game: Game, ...entries: unknown[]): Game {
  let { state } = game;
  const applied = [...game.applied];
  for (const raw of entries) {
    const entry = nines.entrySchema.parse(raw);
    expect(nines.validate(entry, state)).toEqual([]);
    const result = nines.apply(entry, state);
    applied.push(result);
    state = result.state;
  }
  return { ...game, state, applied };
}

const summary = (game: Game): Summary => nines.summarize(game.state);
const lastScores = (game: Game) => game.applied.at(-1)?.scores;
const scoreRows = (game: Game) => summary(game).standings.map((row) => [row.playerId, row.rank, row.score]);

/** The penalty ben pays for `hand` in a round ann wins (cem's penalty is typed). */
function benPays(hand: unknown, options: object = {}): number | undefined {
  return lastScores(play(newGame(THREE, options), { winner: "ann", hands: { ben: hand, cem: 1 } }))?.ben;
}

describe("penalties (sheets, 'Punktewertung' 2 / 'Scoren' 2)", () => {
  const PENALTY: Array<[Rank, number]> = [
    ["A", 1],
    ["2", 2],
    ["3", 3],
    ["4", 4],
    ["5", 5],
    ["6", 6],
    ["7", 7],
    ["8", 8],
    ["9", 15],
    ["10", 10],
    ["J", 10],
    ["Q", 10],
    ["K", 10],
  ];

  it("the table covers every rank", () => {
    expect(PENALTY.map(([rank]) => rank).sort()).toEqual([...RANKS].sort());
  });

  it.each(PENALTY)("a %s left in hand costs %i, in every suit", (rank, value) => {
    expect(cardPenalty(rank, false)).toBe(value);
    for (const suit of SUITS) {
      expect(benPays([`${rank}${suit}`])).toBe(value);
      expect(benPays(`${rank}${SUIT_SYMBOL[suit]}`)).toBe(value);
    }
  });

  it.each(PENALTY)("with hardNines a %s costs the same, except the 9 (25)", (rank, value) => {
    const hard = rank === "9" ? 25 : value;
    expect(cardPenalty(rank, true)).toBe(hard);
    expect(benPays([`${rank}H`], { hardNines: true })).toBe(hard);
  });

  it("T is a ten", () => {
    expect(benPays("TS th")).toBe(20);
  });

  it("sheet example A♠ K♠ Q♠ J♠: 1 + 10 + 10 + 10 = 31", () => {
    expect(benPays("A♠ K♠ Q♠ J♠")).toBe(31);
  });

  it("sheet example 9♠ 8♠: 15 + 8 = 23; with hard nines 25 + 8 = 33", () => {
    expect(benPays(["9♠", "8♠"])).toBe(23);
    expect(benPays(["9♠", "8♠"], { hardNines: true })).toBe(33);
  });

  it("two nines with hard nines: 50", () => {
    expect(benPays("9S 9H", { hardNines: true })).toBe(50);
  });

  it("a whole deck is worth 364 (404 with hard nines), two decks twice that", () => {
    expect(handPenalty(fullDeck(), false)).toBe(364);
    expect(handPenalty(fullDeck(), true)).toBe(404);
    expect(deckPenalty(false, false)).toBe(364);
    expect(deckPenalty(true, false)).toBe(404);
    expect(deckPenalty(false, true)).toBe(728);
    expect(deckPenalty(true, true)).toBe(808);
    expect(handPenalty([], false)).toBe(0);
  });
});

describe("hands: cards as an array, a typed string, or a penalty number", () => {
  it("an array of codes", () => {
    expect(benPays(["KS", "9H"])).toBe(25);
  });

  it("a typed string with spaces, commas, symbols and any case", () => {
    expect(benPays("KS 9h, 10♦")).toBe(35);
    expect(benPays("ks;qh  2♣")).toBe(22);
  });

  it("a penalty number is taken as it is (hard nines do not change a typed total)", () => {
    expect(benPays(23)).toBe(23);
    expect(benPays(23, { hardNines: true })).toBe(23);
    expect(benPays(1)).toBe(1);
  });

  it("a round with all three forms: the winner scores 0", () => {
    const game = play(newGame(FOUR), { winner: "ann", hands: { ben: ["KS", "9H"], cem: "a♦ 3c", dan: 23 } });
    expect(lastScores(game)).toEqual({ ann: 0, ben: 25, cem: 4, dan: 23 });
  });

  it("the winner's own empty hand scores 0", () => {
    const game = play(newGame(), { winner: "ben", hands: { ann: 4, ben: [], cem: "2S" } });
    expect(lastScores(game)).toEqual({ ann: 4, ben: 0, cem: 2 });
  });

  it("the last card does not score", () => {
    const game = play(newGame(), { winner: "ann", hands: { ben: "2S", cem: "3S" }, lastCard: "KS" });
    expect(lastScores(game)).toEqual({ ann: 0, ben: 2, cem: 3 });
  });
});

describe("totals add up round after round", () => {
  it("three rounds, worked by hand", () => {
    const game = play(
      newGame(),
      { winner: "ann", hands: { ben: "KS 9H", cem: 7 } }, // ann 0, ben 25, cem 7
      { winner: "cem", hands: { ann: ["QD", "2D"], ben: "AC" } }, // ann 12, ben 26, cem 7
      { winner: "ben", hands: { ann: 3, cem: "9C 9D" } }, // ann 15, ben 26, cem 37
    );
    expect(game.state.totals).toEqual({ ann: 15, ben: 26, cem: 37 });
    expect(scoreRows(game)).toEqual([
      ["ann", 1, 15],
      ["ben", 2, 26],
      ["cem", 3, 37],
    ]);
    expect(summary(game).status).toBe("active");
    expect(summary(game).next?.round).toBe(4);
  });

  it("apply leaves the state it was given untouched", () => {
    const game = play(newGame(), { winner: "ann", hands: { ben: 10, cem: 7 } });
    const before = structuredClone(game.state);
    play(game, { winner: "ben", hands: { ann: 90, cem: 95 } });
    expect(game.state).toEqual(before);
  });
});

describe("a new game", () => {
  it("everyone on 0, sharing rank 1; ann deals, ben starts", () => {
    expect(summary(newGame())).toEqual({
      status: "active",
      standings: [
        { playerId: "ann", rank: 1, score: 0 },
        { playerId: "ben", rank: 1, score: 0 },
        { playerId: "cem", rank: 1, score: 0 },
      ],
      winners: [],
      tiebreak: null,
      next: { round: 1, dealer: "ann", starter: "ben" },
      participants: ["ann", "ben", "cem"],
      progress: { playsTo: 100 },
    });
  });
});

describe("game end by threshold ('reaches or exceeds')", () => {
  it("99 is not enough", () => {
    const game = play(newGame(["ann", "ben"]), { winner: "ann", hands: { ben: 99 } });
    expect(summary(game).status).toBe("active");
    expect(summary(game).winners).toEqual([]);
  });

  it("reaching exactly 100 ends the game; the lowest total wins, not the player who reached it", () => {
    const game = play(
      newGame(),
      { winner: "ann", hands: { ben: 40, cem: 30 } },
      { winner: "ben", hands: { ann: 20, cem: 35 } },
      { winner: "cem", hands: { ann: 10, ben: 60 } },
    );
    expect(game.state.totals).toEqual({ ann: 30, ben: 100, cem: 65 });
    expect(summary(game)).toEqual({
      status: "finished",
      standings: [
        { playerId: "ann", rank: 1, score: 30 },
        { playerId: "cem", rank: 2, score: 65 },
        { playerId: "ben", rank: 3, score: 100 },
      ],
      winners: ["ann"],
      tiebreak: null,
      next: null,
      participants: [],
      progress: { playsTo: 100 },
    });
  });

  it("passing 100 ends it too", () => {
    const game = play(
      newGame(),
      { winner: "ben", hands: { ann: 50, cem: 60 } },
      { winner: "ann", hands: { ben: 5, cem: 41 } },
    );
    expect(game.state.totals).toEqual({ ann: 50, ben: 5, cem: 101 });
    expect(summary(game).status).toBe("finished");
    expect(summary(game).winners).toEqual(["ben"]);
  });

  it("one round can end it", () => {
    const game = play(newGame(), { winner: "cem", hands: { ann: "KS KH KD KC QS QH QD QC JS JH", ben: 2 } });
    expect(game.state.totals).toEqual({ ann: 100, ben: 2, cem: 0 });
    expect(summary(game).winners).toEqual(["cem"]);
  });

  it("a custom threshold: 49 of 50 goes on, 50 ends", () => {
    let game = play(newGame(THREE, { threshold: 50 }), { winner: "ann", hands: { ben: 49, cem: 1 } });
    expect(summary(game).status).toBe("active");
    game = play(game, { winner: "cem", hands: { ann: 20, ben: 1 } });
    expect(game.state.totals).toEqual({ ann: 20, ben: 50, cem: 1 });
    expect(summary(game).status).toBe("finished");
    expect(summary(game).winners).toEqual(["cem"]);
  });

  it("a higher threshold: 150 goes on under 200", () => {
    const game = play(newGame(THREE, { threshold: 200 }), { winner: "ann", hands: { ben: 150, cem: 1 } });
    expect(summary(game).status).toBe("active");
  });

  it("game_finished afterwards", () => {
    const game = play(newGame(["ann", "ben"]), { winner: "ann", hands: { ben: 100 } });
    expect(nines.validate(nines.entrySchema.parse({ winner: "ann", hands: { ben: 1 } }), game.state)).toEqual([
      expect.objectContaining({ code: "game_finished" }),
    ]);
  });
});

describe("game end by a fixed number of rounds (`rounds` replaces the threshold)", () => {
  it("ends after exactly N rounds even far below 100, not before", () => {
    let game = newGame(THREE, { rounds: 3 });
    game = play(game, { winner: "ann", hands: { ben: 5, cem: 2 } });
    expect(summary(game).status).toBe("active");
    game = play(game, { winner: "ben", hands: { ann: 4, cem: 3 } });
    expect(summary(game).status).toBe("active");
    expect(summary(game).next?.round).toBe(3);
    game = play(game, { winner: "ann", hands: { ben: 1, cem: 1 } });
    expect(game.state.totals).toEqual({ ann: 4, ben: 6, cem: 6 });
    expect(summary(game).status).toBe("finished");
    expect(summary(game).winners).toEqual(["ann"]);
    expect(scoreRows(game)).toEqual([
      ["ann", 1, 4],
      ["ben", 2, 6],
      ["cem", 2, 6],
    ]);
  });

  it("passing 100 does not end it early", () => {
    let game = play(newGame(THREE, { rounds: 2 }), { winner: "ann", hands: { ben: 150, cem: 160 } });
    expect(summary(game).status).toBe("active");
    game = play(game, { winner: "cem", hands: { ann: 300, ben: 1 } });
    expect(game.state.totals).toEqual({ ann: 300, ben: 151, cem: 160 });
    expect(summary(game).status).toBe("finished");
    expect(summary(game).winners).toEqual(["ben"]);
  });

  it("nor does a custom threshold given alongside it", () => {
    const game = play(newGame(THREE, { rounds: 2, threshold: 10 }), { winner: "ann", hands: { ben: 50, cem: 50 } });
    expect(summary(game).status).toBe("active");
  });

  it("rounds: 1 is a single-round game", () => {
    const game = play(newGame(THREE, { rounds: 1 }), { winner: "cem", hands: { ann: 2, ben: 3 } });
    expect(summary(game).winners).toEqual(["cem"]);
  });

  it.each([5, 7, 10])("the sheets' %i rounds", (rounds) => {
    let game = newGame(["ann", "ben"], { rounds });
    for (let round = 1; round <= rounds; round++) {
      expect(summary(game).status).toBe("active");
      game = play(game, { winner: round % 3 === 0 ? "ben" : "ann", hands: round % 3 === 0 ? { ann: 2 } : { ben: 1 } });
    }
    expect(summary(game).status).toBe("finished");
    expect(game.state.roundsPlayed).toBe(rounds);
  });
});

describe("standings use competition ranking (1, 1, 3)", () => {
  it("while active, equal totals share a rank and skip the next", () => {
    const game = play(
      newGame(FOUR),
      { winner: "ben", hands: { ann: 10, cem: 5, dan: 10 } },
      { winner: "cem", hands: { ann: 5, ben: 10, dan: 5 } },
    );
    expect(game.state.totals).toEqual({ ann: 15, ben: 10, cem: 5, dan: 15 });
    expect(scoreRows(game)).toEqual([
      ["cem", 1, 5],
      ["ben", 2, 10],
      ["ann", 3, 15],
      ["dan", 3, 15],
    ]);
  });

  it("equal lowest totals while active: 1, 1, 3", () => {
    const game = play(
      newGame(),
      { winner: "ann", hands: { ben: 5, cem: 9 } },
      { winner: "ben", hands: { ann: 5, cem: 9 } },
    );
    expect(scoreRows(game)).toEqual([
      ["ann", 1, 5],
      ["ben", 1, 5],
      ["cem", 3, 18],
    ]);
  });
});

/** ann and ben tie on 10 while cem reaches 100. Dealers: ann (round 1), ben (round 2). */
function tiedGame(): Game {
  return play(
    newGame(),
    { winner: "ann", hands: { ben: 10, cem: 50 } },
    { winner: "ben", hands: { ann: 10, cem: 50 } },
  );
}

describe("a tie for lowest at the end: one more round among the tied players", () => {
  it("status tiebreak with exactly the tied players; nobody has won yet", () => {
    const game = tiedGame();
    expect(game.state.totals).toEqual({ ann: 10, ben: 10, cem: 100 });
    expect(summary(game)).toEqual({
      status: "tiebreak",
      standings: [
        { playerId: "ann", rank: 1, score: 10 },
        { playerId: "ben", rank: 1, score: 10 },
        { playerId: "cem", rank: 3, score: 100 },
      ],
      winners: [],
      tiebreak: { players: ["ann", "ben"] },
      // The deal passes on from ben among the tied players only: cem is skipped, ann deals, ben starts.
      next: { round: 3, dealer: "ann", starter: "ben" },
      participants: ["ann", "ben"],
      progress: { playsTo: 100 },
    });
  });

  it("refuses a hand of the non-tied player and a non-tied winner", () => {
    const { state } = tiedGame();
    const codes = (entry: unknown) =>
      nines.validate(nines.entrySchema.parse(entry), state).map((v) => [v.code, v.field]);
    expect(codes({ winner: "ann", hands: { ben: 5, cem: 5 } })).toEqual([["not_in_round", "hands.cem"]]);
    expect(codes({ winner: "cem", hands: { ann: 5, ben: 5 } })).toEqual([["not_in_round", "winner"]]);
  });

  it("its winner ranks first and is the sole winner; its penalties are in the round's scores, not in the totals", () => {
    const game = play(tiedGame(), { winner: "ben", hands: { ann: "KS 9H" } });
    const round = game.applied.at(-1)!;
    expect(round.tiebreak).toBe(true);
    expect(round.scores).toEqual({ ann: 25, ben: 0 });
    expect(game.state.totals).toEqual({ ann: 10, ben: 10, cem: 100 });
    expect(game.state.roundsPlayed).toBe(2);
    expect(game.state.roundsTotal).toBe(3);
    expect(summary(game)).toEqual({
      status: "finished",
      standings: [
        { playerId: "ben", rank: 1, score: 10 },
        { playerId: "ann", rank: 2, score: 10 },
        { playerId: "cem", rank: 3, score: 100 },
      ],
      winners: ["ben"],
      tiebreak: null,
      next: null,
      participants: [],
      progress: { playsTo: 100 },
    });
  });

  it("the first seat can win it too", () => {
    const game = play(tiedGame(), { winner: "ann", hands: { ben: 300 } });
    expect(summary(game).winners).toEqual(["ann"]);
    expect(scoreRows(game)).toEqual([
      ["ann", 1, 10],
      ["ben", 2, 10],
      ["cem", 3, 100],
    ]);
  });

  it("regular rounds are not marked as tie-breaks", () => {
    const game = tiedGame();
    expect(game.applied.map((round) => round.tiebreak ?? false)).toEqual([false, false]);
  });

  it("a tie after fixed rounds, all three tied", () => {
    const game = play(
      newGame(THREE, { rounds: 3 }),
      { winner: "ann", hands: { ben: 5, cem: 5 } },
      { winner: "ben", hands: { ann: 5, cem: 5 } },
      { winner: "cem", hands: { ann: 5, ben: 5 } },
    );
    expect(summary(game).status).toBe("tiebreak");
    expect(summary(game).tiebreak).toEqual({ players: ["ann", "ben", "cem"] });
    // Three rounds dealt by ann, ben, cem: the fourth is ann's.
    expect(summary(game).next).toEqual({ round: 4, dealer: "ann", starter: "ben" });
    const done = play(game, { winner: "cem", hands: { ann: 2, ben: 3 } });
    expect(done.applied.at(-1)?.scores).toEqual({ ann: 2, ben: 3, cem: 0 });
    expect(done.state.totals).toEqual({ ann: 10, ben: 10, cem: 10 });
    expect(scoreRows(done)).toEqual([
      ["cem", 1, 10],
      ["ann", 2, 10],
      ["ben", 2, 10],
    ]);
    expect(summary(done).winners).toEqual(["cem"]);
  });

  it("two players level after fixed rounds: the tie-break is between both, and the deal goes on", () => {
    const tied = play(
      newGame(["ann", "ben"], { rounds: 2 }),
      { winner: "ann", hands: { ben: 7 } },
      { winner: "ben", hands: { ann: 7 } },
    );
    expect(tied.state.totals).toEqual({ ann: 7, ben: 7 });
    expect(summary(tied).tiebreak).toEqual({ players: ["ann", "ben"] });
    expect(summary(tied).next).toEqual({ round: 3, dealer: "ann", starter: "ben" });
    const done = play(tied, { winner: "ben", hands: { ann: "9C" } });
    expect(done.applied.at(-1)?.scores).toEqual({ ann: 15, ben: 0 });
    expect(summary(done).winners).toEqual(["ben"]);
  });

  it("a tie for second place at the end is no tie-break", () => {
    const game = play(newGame(FOUR), { winner: "ann", hands: { ben: 50, cem: 50, dan: 100 } });
    expect(summary(game).status).toBe("finished");
    expect(scoreRows(game)).toEqual([
      ["ann", 1, 0],
      ["ben", 2, 50],
      ["cem", 2, 50],
      ["dan", 4, 100],
    ]);
  });
});

describe("the deal passes clockwise; the player left of the dealer starts", () => {
  it("from the first listed seat by default", () => {
    const game = newGame(FOUR);
    expect(summary(game).next).toEqual({ round: 1, dealer: "ann", starter: "ben" });
  });

  it("from a chosen first dealer, every round, wrapping around the table", () => {
    let game = newGame(FOUR, {}, 2);
    const seen: Array<[string, string] | undefined> = [];
    for (let round = 0; round < 6; round++) {
      const next = summary(game).next;
      expect(next?.round).toBe(round + 1);
      seen.push(next ? [next.dealer, next.starter] : undefined);
      game = play(game, { winner: "ann", hands: { ben: 1, cem: 1, dan: 1 } });
    }
    expect(seen).toEqual([
      ["cem", "dan"],
      ["dan", "ann"],
      ["ann", "ben"],
      ["ben", "cem"],
      ["cem", "dan"],
      ["dan", "ann"],
    ]);
  });

  it("whoever wins a round does not change who deals next", () => {
    const a = play(newGame(FOUR, {}, 1), { winner: "ann", hands: { ben: 1, cem: 1, dan: 1 } });
    const b = play(newGame(FOUR, {}, 1), { winner: "dan", hands: { ann: 1, ben: 1, cem: 1 } });
    expect(summary(a).next).toEqual({ round: 2, dealer: "cem", starter: "dan" });
    expect(summary(b).next).toEqual(summary(a).next);
  });

  it("with two players the deal alternates and the other player starts", () => {
    let game = newGame(["ann", "ben"], {}, 1);
    expect(summary(game).next).toEqual({ round: 1, dealer: "ben", starter: "ann" });
    game = play(game, { winner: "ann", hands: { ben: 1 } });
    expect(summary(game).next).toEqual({ round: 2, dealer: "ann", starter: "ben" });
  });

  it("in a tie-break the deal passes on among the tied players only (skipping the others)", () => {
    // Rounds dealt by ann then ben; ann and cem tie: cem (next tied after ben) deals, ann (next tied after cem) starts.
    const game = play(
      newGame(FOUR, { rounds: 2 }),
      { winner: "ann", hands: { ben: 20, cem: 5, dan: 20 } },
      { winner: "cem", hands: { ann: 5, ben: 20, dan: 20 } },
    );
    expect(summary(game).tiebreak).toEqual({ players: ["ann", "cem"] });
    expect(summary(game).next).toEqual({ round: 3, dealer: "cem", starter: "ann" });
    expect(summary(game).participants).toEqual(["ann", "cem"]);
  });

  it("in a tie-break the last dealer's neighbour deals when tied", () => {
    // Rounds dealt by ann then ben; ben and dan tie: dan deals, ben starts (ann and cem skipped).
    const game = play(
      newGame(FOUR, { rounds: 2 }),
      { winner: "ben", hands: { ann: 20, cem: 20, dan: 5 } },
      { winner: "dan", hands: { ann: 20, ben: 5, cem: 20 } },
    );
    expect(summary(game).tiebreak).toEqual({ players: ["ben", "dan"] });
    expect(summary(game).next).toEqual({ round: 3, dealer: "dan", starter: "ben" });
  });
});

describe("options schema", () => {
  it("fills every default; rounds is null", () => {
    expect(opts()).toEqual({
      threshold: 100,
      rounds: null,
      hardNines: false,
      doubleDeck: false,
      noNineFinish: false,
      drawUntilPlayable: false,
      specialCards: false,
      stackingNines: false,
    });
  });

  it("keeps what is given and fills the rest", () => {
    expect(opts({ rounds: 7, hardNines: true })).toMatchObject({
      threshold: 100,
      rounds: 7,
      hardNines: true,
      doubleDeck: false,
    });
    expect(opts({ rounds: null }).rounds).toBeNull();
    expect(opts({ threshold: 1 }).threshold).toBe(1);
    expect(opts({ drawUntilPlayable: true, specialCards: true, stackingNines: true })).toMatchObject({
      drawUntilPlayable: true,
      specialCards: true,
      stackingNines: true,
    });
  });

  it("parsing is idempotent (stored options read back the same)", () => {
    const once = opts({ threshold: 150, noNineFinish: true });
    expect(opts(once)).toEqual(once);
  });

  it("refuses an unknown option", () => {
    const result = nines.optionsSchema.safeParse({ threshold: 100, jokers: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });

  it.each([
    [{ threshold: 0 }],
    [{ threshold: -5 }],
    [{ threshold: 99.5 }],
    [{ threshold: "100" }],
    [{ threshold: null }],
    [{ rounds: 0 }],
    [{ rounds: -1 }],
    [{ rounds: 2.5 }],
    [{ rounds: "5" }],
    [{ hardNines: "yes" }],
    [{ doubleDeck: 1 }],
  ])("refuses %j", (options) => {
    expect(nines.optionsSchema.safeParse(options).success).toBe(false);
  });
});

describe("entry schema (the shape; rules come from validate)", () => {
  it.each([
    [{ winner: "ann", hands: { ben: ["KS", "9H"] } }],
    [{ winner: "ann", hands: { ben: "KS 9H" } }],
    [{ winner: "ann", hands: { ben: 23 } }],
    [{ winner: "ann", hands: { ben: 23 }, lastCard: "9S" }],
    [{ winner: "ann", hands: {} }],
  ])("accepts %j", (entry) => {
    expect(nines.entrySchema.parse(entry)).toEqual(entry);
  });

  it.each([
    [{ hands: { ben: 5 } }],
    [{ winner: "", hands: { ben: 5 } }],
    [{ winner: "ann" }],
    [{ winner: "ann", hands: { ben: 2.5 } }],
    [{ winner: "ann", hands: { ben: true } }],
    [{ winner: "ann", hands: { ben: null } }],
    [{ winner: "ann", hands: { ben: ["KS", 9] } }],
    [{ winner: "ann", hands: { ben: 5 }, lastCard: 9 }],
    [{ winner: "ann", hands: { ben: 5 }, round: 2 }],
  ])("refuses %j", (entry) => {
    expect(nines.entrySchema.safeParse(entry).success).toBe(false);
  });
});

describe("validateSetup: 2 to 6 players, a real first dealer", () => {
  const setup = (players: number, firstDealer = 0) =>
    nines.validateSetup({ players: Array.from({ length: players }, (_, i) => `p${i}`), firstDealer }, opts());

  it.each([2, 3, 4, 5, 6])("%i players are fine", (players) => {
    expect(setup(players)).toEqual([]);
  });

  it.each([0, 1, 7, 8])("%i players are refused", (players) => {
    expect(setup(players)).toEqual([
      {
        code: "player_count",
        message: `Nines is played by 2 to 6 players, not ${players}.`,
        field: "players",
        params: { min: 2, max: 6, count: players },
      },
    ]);
  });

  it("the game declares the same limits", () => {
    expect([nines.id, nines.minPlayers, nines.maxPlayers]).toEqual(["nines", 2, 6]);
  });

  it("any seat may deal first", () => {
    for (let seat = 0; seat < 6; seat++) expect(setup(6, seat)).toEqual([]);
  });

  it.each([3, 4, -1, 1.5, Number.NaN])("a first dealer %s at a table of 3 is refused", (seat) => {
    expect(setup(3, seat)).toEqual([
      {
        code: "first_dealer",
        message: `The first dealer must be a seat from 0 to 2, not ${seat}.`,
        field: "firstDealer",
        params: { min: 0, max: 2, value: seat },
      },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests over random valid games.

const CODES = fullDeck().map(cardCode);
const KINDS = ["array", "string", "penalty"] as const;

const handPlan = fc.record({
  kind: fc.constantFrom(...KINDS),
  size: fc.integer({ min: 1, max: 4 }),
  penalty: fc.integer({ min: 1, max: 60 }),
  spelling: fc.constantFrom("canonical", "lower", "symbol", "ten-as-T"),
});
const roundPlan = fc.record({
  winner: fc.nat({ max: 5 }),
  deck: fc.shuffledSubarray(CODES, { minLength: 52, maxLength: 52 }),
  hands: fc.array(handPlan, { minLength: 6, maxLength: 6 }),
  lastCard: fc.boolean(),
});
const gamePlan = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  firstDealer: fc.nat({ max: 5 }),
  // Every loser pays 5: equal totals, hence tie-breaks, come up often.
  flat: fc.boolean(),
  options: fc.record({
    threshold: fc.integer({ min: 10, max: 120 }),
    rounds: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null, freq: 2 }),
    hardNines: fc.boolean(),
    doubleDeck: fc.boolean(),
    noNineFinish: fc.boolean(),
  }),
  rounds: fc.array(roundPlan, { minLength: 1, maxLength: 25 }),
});
type GamePlan = typeof gamePlan extends fc.Arbitrary<infer T> ? T : never;
type RoundPlan = typeof roundPlan extends fc.Arbitrary<infer T> ? T : never;
type HandPlan = typeof handPlan extends fc.Arbitrary<infer T> ? T : never;

function spell(code: string, spelling: HandPlan["spelling"]): string {
  const card = parseCard(code)!;
  if (spelling === "lower") return code.toLowerCase();
  if (spelling === "symbol") return `${card.rank}${SUIT_SYMBOL[card.suit]}`;
  if (spelling === "ten-as-T" && card.rank === "10") return `T${card.suit}`;
  return code;
}

/** A valid entry for the next round of `state`, built from a random plan. */
function entryFor(state: NinesState, plan: RoundPlan, flat = false): NinesEntry {
  const inRound = nines.summarize(state).participants;
  const winner = inRound[plan.winner % inRound.length]!;
  // Two decks: every card may turn up twice (here often in the same hand).
  const deck = state.options.doubleDeck ? plan.deck.flatMap((code, i) => (i < 26 ? [code, code] : [])) : [...plan.deck];
  const hands: NinesEntry["hands"] = {};
  inRound
    .filter((id) => id !== winner)
    .forEach((id, index) => {
      const hand = plan.hands[index]!;
      if (flat || hand.kind === "penalty") {
        hands[id] = flat ? 5 : hand.penalty;
        return;
      }
      const cards = deck.splice(0, hand.size).map((code) => spell(code, hand.spelling));
      hands[id] = hand.kind === "array" ? cards : cards.join(index % 2 ? ", " : " ");
    });
  const entry: NinesEntry = { winner, hands };
  if (plan.lastCard) {
    const last = deck.find((code) => !(state.options.noNineFinish && code.startsWith("9")));
    if (last) entry.lastCard = last;
  }
  return entry;
}

interface Played {
  table: Table;
  states: NinesState[]; // states[k] = after k rounds
  entries: NinesEntry[];
  applied: Applied<NinesState>[];
}

function playPlan(plan: GamePlan): Played {
  const players = Array.from({ length: plan.players }, (_, i) => `p${i}`);
  const table = { players, firstDealer: plan.firstDealer % plan.players };
  let state = nines.initialState(table, opts(plan.options));
  const played: Played = { table, states: [state], entries: [], applied: [] };
  for (const round of plan.rounds) {
    if (state.finished) break;
    const entry = entryFor(state, round, plan.flat);
    expect(nines.validate(entry, state)).toEqual([]);
    const applied = nines.apply(entry, state);
    state = applied.state;
    played.entries.push(entry);
    played.applied.push(applied);
    played.states.push(state);
  }
  return played;
}

const RUNS = { numRuns: 200 };

describe("properties of random valid games", () => {
  it("totals equal the sums of the non-tie-break round scores, and the standings show them", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { table, states, applied } = playPlan(plan);
        const final = states.at(-1)!;
        for (const id of table.players) {
          const sum = applied
            .filter((round) => !round.tiebreak)
            .reduce((total, round) => total + (round.scores[id] ?? 0), 0);
          expect(final.totals[id]).toBe(sum);
          expect(nines.summarize(final).standings.find((row) => row.playerId === id)?.score).toBe(sum);
        }
      }),
      RUNS,
    );
  });

  it("scores are never negative: the winner scores 0, everyone else in the round at least 1", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { states, entries, applied } = playPlan(plan);
        applied.forEach((round, k) => {
          const inRound = nines.summarize(states[k]!).participants;
          expect(Object.keys(round.scores).sort()).toEqual([...inRound].sort());
          for (const [id, score] of Object.entries(round.scores)) {
            if (id === entries[k]!.winner) expect(score).toBe(0);
            else expect(score).toBeGreaterThanOrEqual(1);
          }
        });
        for (const state of states)
          for (const total of Object.values(state.totals)) expect(total).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("a finished game has a winner, and the winners are exactly the rank-1 players (one, after a tie-break if needed)", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { states } = playPlan(plan);
        for (const state of states) {
          const s = nines.summarize(state);
          const rankOne = s.standings.filter((row) => row.rank === 1).map((row) => row.playerId);
          if (s.status === "finished") {
            expect(s.winners.length).toBeGreaterThanOrEqual(1);
            expect(s.winners).toEqual(rankOne);
            // A tie for lowest always goes to a tie-break, so a Nines game ends with one winner.
            expect(s.winners).toHaveLength(1);
            expect(s.next).toBeNull();
            expect(s.participants).toEqual([]);
          } else {
            expect(s.winners).toEqual([]);
            expect(s.next?.round).toBe(state.roundsTotal + 1);
          }
        }
      }),
      RUNS,
    );
  });

  it("the game ends exactly when the threshold is reached or the fixed rounds are played", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { states } = playPlan(plan);
        for (const state of states) {
          const { status } = nines.summarize(state);
          const { rounds, threshold } = state.options;
          const over =
            rounds !== null ? state.roundsPlayed >= rounds : Object.values(state.totals).some((t) => t >= threshold);
          expect(status !== "active").toBe(over);
          if (rounds !== null) expect(state.roundsPlayed).toBeLessThanOrEqual(rounds);
        }
      }),
      RUNS,
    );
  });

  it("a tie-break is among exactly the players tied for lowest, and changes no total", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { states, entries, applied } = playPlan(plan);
        states.forEach((state, k) => {
          const s = nines.summarize(state);
          if (s.status !== "tiebreak") return;
          const low = Math.min(...Object.values(state.totals));
          const tied = state.table.players.filter((id) => state.totals[id] === low);
          expect(tied.length).toBeGreaterThanOrEqual(2);
          expect(s.tiebreak).toEqual({ players: tied });
          expect(s.participants).toEqual(tied);
          const after = states[k + 1];
          if (after) {
            expect(applied[k]!.tiebreak).toBe(true);
            expect(after.totals).toEqual(state.totals);
            expect(nines.summarize(after).winners).toEqual([entries[k]!.winner]);
          }
        });
      }),
      RUNS,
    );
  });

  it("the deal passes one seat clockwise per regular round; the starter sits left of the dealer, both in the round", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { table, states } = playPlan(plan);
        const n = table.players.length;
        for (const state of states) {
          const s = nines.summarize(state);
          if (!s.next) continue;
          expect(s.participants).toContain(s.next.dealer);
          expect(s.participants).toContain(s.next.starter);
          expect(s.next.starter).not.toBe(s.next.dealer);
          const dealerSeat = table.players.indexOf(s.next.dealer);
          // The starter is the first participant clockwise from the dealer.
          let seat = (dealerSeat + 1) % n;
          while (!s.participants.includes(table.players[seat]!)) seat = (seat + 1) % n;
          expect(s.next.starter).toBe(table.players[seat]);
          if (s.status === "active") expect(dealerSeat).toBe((table.firstDealer + state.roundsTotal) % n);
        }
      }),
      RUNS,
    );
  });

  it("replaying any prefix of the entries gives the step-by-step state", () => {
    fc.assert(
      fc.property(gamePlan, (plan) => {
        const { table, states, entries, applied } = playPlan(plan);
        for (let k = 0; k <= entries.length; k++) {
          const result = replay(nines, table, opts(plan.options), entries.slice(0, k));
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.state).toEqual(states[k]);
          expect(result.summary).toEqual(nines.summarize(states[k]!));
          expect(result.rounds.map((round) => round.scores)).toEqual(applied.slice(0, k).map((round) => round.scores));
        }
      }),
      { numRuns: 60 },
    );
  });
});

// Ways to break a valid entry; each must be refused whatever the state.
const MUTATIONS = [
  "unknown-winner",
  "drop-hand",
  "zero-penalty",
  "negative-penalty",
  "huge-penalty",
  "empty-hand",
  "bad-code",
  "winner-holds",
  "triple-card",
  "unknown-hand",
  "outsider",
  "nine-finish",
] as const;

function breakEntry(entry: NinesEntry, state: NinesState, how: (typeof MUTATIONS)[number]): NinesEntry {
  const hands = { ...entry.hands };
  const loser = Object.keys(hands).find((id) => id !== entry.winner)!;
  switch (how) {
    case "unknown-winner":
      return { ...entry, winner: "zed" };
    case "drop-hand":
      delete hands[loser];
      return { ...entry, hands };
    case "zero-penalty":
      return { ...entry, hands: { ...hands, [loser]: 0 } };
    case "negative-penalty":
      return { ...entry, hands: { ...hands, [loser]: -7 } };
    case "huge-penalty":
      return { ...entry, hands: { ...hands, [loser]: 809 } };
    case "empty-hand":
      return { ...entry, hands: { ...hands, [loser]: [] } };
    case "bad-code":
      return { ...entry, hands: { ...hands, [loser]: ["KS", "1S"] } };
    case "winner-holds":
      return { ...entry, hands: { ...hands, [entry.winner]: ["2C"] } };
    case "triple-card":
      return { ...entry, hands: { ...hands, [loser]: "QD qd Q♦" } };
    case "unknown-hand":
      return { ...entry, hands: { ...hands, zed: 5 } };
    case "outsider": {
      const outsider = state.table.players.find((id) => !nines.summarize(state).participants.includes(id));
      return outsider ? { ...entry, winner: outsider } : { ...entry, winner: "nobody" };
    }
    case "nine-finish":
      return state.options.noNineFinish ? { ...entry, lastCard: "9H" } : { ...entry, lastCard: "9X" };
  }
}

describe("an invalid entry never changes anything", () => {
  it("validate refuses it, leaves the state as it was, and replay stops at it", () => {
    fc.assert(
      fc.property(gamePlan, roundPlan, fc.nat(), fc.constantFrom(...MUTATIONS), (plan, extra, at, how) => {
        const { table, states, entries } = playPlan(plan);
        const k = at % states.length;
        const state = states[k]!;
        const before = structuredClone(state);
        const bad = state.finished
          ? entryFor(nines.initialState(table, state.options), extra)
          : breakEntry(entryFor(state, extra), state, how);
        const violations = nines.validate(nines.entrySchema.parse(bad), state);
        expect(violations.length).toBeGreaterThan(0);
        expect(state).toEqual(before);
        const result = replay(nines, table, state.options, [...entries.slice(0, k), bad, ...entries.slice(k)]);
        expect(result).toEqual({ ok: false, round: k + 1, violations });
      }),
      RUNS,
    );
  });

  it("random entries, valid or not, never make validate or apply throw, and what is accepted scores sensibly", () => {
    const ids = ["p0", "p1", "p2", "p3", "zed", "constructor"];
    const code = fc.oneof(fc.constantFrom(...CODES), fc.constantFrom("1S", "ZZ", "", "9♥\uFE0F", "t♣", "K"));
    const hand = fc.oneof(fc.array(code, { maxLength: 4 }), code, fc.integer({ min: -3, max: 900 }));
    const entry = fc.record(
      {
        winner: fc.constantFrom(...ids),
        hands: fc.dictionary(fc.constantFrom(...ids), hand),
        lastCard: code,
      },
      { requiredKeys: ["winner", "hands"] },
    );
    fc.assert(
      fc.property(gamePlan, fc.array(entry, { minLength: 1, maxLength: 6 }), (plan, randomEntries) => {
        const players = ["p0", "p1", "p2", "p3"].slice(0, Math.max(2, Math.min(4, plan.players)));
        let state = nines.initialState({ players, firstDealer: 0 }, opts(plan.options));
        for (const raw of randomEntries) {
          const parsed = nines.entrySchema.parse(raw);
          const before = structuredClone(state);
          const violations = nines.validate(parsed, state);
          expect(state).toEqual(before);
          if (violations.length > 0) continue;
          const applied = nines.apply(parsed, state);
          for (const score of Object.values(applied.scores)) expect(score).toBeGreaterThanOrEqual(0);
          state = applied.state;
        }
      }),
      RUNS,
    );
  });
});
