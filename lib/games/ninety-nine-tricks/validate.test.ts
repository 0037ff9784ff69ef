import { describe, expect, it } from "vitest";
import { ninetyNineTricks as game } from "./rules";
import { ANN, BEN, CEM, play, round, start } from "./test-helpers";

const entry = (input: object) => game.entrySchema.parse(input);
const codes = (input: object, state = start()) => game.validate(entry(input), state).map((v) => v.code);
const good = { bids: { ann: 0, ben: 3, cem: 2 }, tricks: { ann: 1, ben: 3, cem: 5 } };

describe("a valid round", () => {
  it("has no violations", () => {
    expect(game.validate(entry(good), start())).toEqual([]);
    expect(game.validate(entry({ ...good, trump: "none" }), start())).toEqual([]);
  });

  it("accepts a premium when premiums are on", () => {
    expect(codes({ ...good, premium: { player: BEN, kind: "reveal" } }, start({ premiums: true }))).toEqual([]);
  });
});

describe("game_finished", () => {
  it("refuses any round once the game is over, and says only that", () => {
    const over = play(start({ rounds: 1 }), round([0, 3], [0, 3], [0, 3])).state;
    expect(game.validate(entry({ bids: {}, tricks: { zed: 12 } }), over)).toEqual([
      { code: "game_finished", message: "The game is over; no more rounds can be added." },
    ]);
  });
});

describe("unknown_player", () => {
  it("in bids", () => {
    const v = game.validate(entry({ ...good, bids: { ...good.bids, zed: 1 } }), start());
    expect(v).toEqual([
      {
        code: "unknown_player",
        message: 'No player with id "zed" sits at this table.',
        field: "bids.zed",
        params: { player: "zed" },
      },
    ]);
  });

  it("in tricks (and the sum is still checked over the table's players)", () => {
    const v = game.validate(entry({ ...good, tricks: { ...good.tricks, zed: 0 } }), start());
    expect(v).toEqual([
      {
        code: "unknown_player",
        message: 'No player with id "zed" sits at this table.',
        field: "tricks.zed",
        params: { player: "zed" },
      },
    ]);
  });

  it("as the premium player", () => {
    const v = game.validate(entry({ ...good, premium: { player: "zed", kind: "declare" } }), start({ premiums: true }));
    expect(v).toEqual([
      {
        code: "unknown_player",
        message: 'No player with id "zed" sits at this table.',
        field: "premium",
        params: { player: "zed" },
      },
    ]);
  });

  it("is not fooled by ids that look like object keys", () => {
    expect(codes({ ...good, bids: { ...good.bids, toString: 1 } })).toEqual(["unknown_player"]);
    expect(codes({ bids: { ann: 0, ben: 3, constructor: 2 }, tricks: good.tricks })).toEqual([
      "unknown_player",
      "missing_bid",
    ]);
  });
});

describe("missing_bid and missing_tricks", () => {
  it("names each player whose bid is missing", () => {
    const v = game.validate(entry({ ...good, bids: { ann: 0 } }), start());
    expect(v).toEqual([
      { code: "missing_bid", message: "Enter this player's bid.", field: `bids.${BEN}`, params: { player: BEN } },
      { code: "missing_bid", message: "Enter this player's bid.", field: `bids.${CEM}`, params: { player: CEM } },
    ]);
  });

  it("names each player whose tricks are missing, without a sum complaint on top", () => {
    const v = game.validate(entry({ ...good, tricks: { ann: 1, ben: 3 } }), start());
    expect(v).toEqual([
      {
        code: "missing_tricks",
        message: "Enter how many tricks this player won.",
        field: `tricks.${CEM}`,
        params: { player: CEM },
      },
    ]);
  });

  it("reports an empty entry completely", () => {
    expect(codes({ bids: {}, tricks: {} })).toEqual([
      "missing_bid",
      "missing_bid",
      "missing_bid",
      "missing_tricks",
      "missing_tricks",
      "missing_tricks",
    ]);
  });
});

describe("tricks_out_of_range", () => {
  it.each([[-1], [10], [12]])("refuses %j tricks", (value) => {
    const v = game.validate(entry({ ...good, tricks: { ...good.tricks, ann: value } }), start());
    expect(v).toEqual([
      {
        code: "tricks_out_of_range",
        message: `A player wins 0 to 9 tricks; ${value} is not possible.`,
        field: `tricks.${ANN}`,
        params: { value, min: 0, max: 9 },
      },
    ]);
  });

  it("accepts 0 and 9", () => {
    expect(codes({ ...good, tricks: { ann: 9, ben: 0, cem: 0 } })).toEqual([]);
  });
});

describe("tricks_sum", () => {
  it.each([
    [{ ann: 1, ben: 3, cem: 4 }, 8],
    [{ ann: 1, ben: 3, cem: 6 }, 10],
    [{ ann: 0, ben: 0, cem: 0 }, 0],
    [{ ann: 9, ben: 9, cem: 9 }, 27],
  ])("refuses tricks %j adding up to %j", (tricks, sum) => {
    const v = game.validate(entry({ ...good, tricks }), start());
    expect(v).toEqual([
      {
        code: "tricks_sum",
        message: `Tricks add up to ${sum}; a round has exactly 9 tricks.`,
        field: "tricks",
        params: { sum, expected: 9 },
      },
    ]);
  });

  it("uses the exact sentence the API contract quotes", () => {
    const [v] = game.validate(entry({ ...good, tricks: { ann: 1, ben: 3, cem: 4 } }), start());
    expect(v?.message).toBe("Tricks add up to 8; a round has exactly 9 tricks.");
  });
});

describe("bid_out_of_range", () => {
  it.each([[-1], [4], [9]])("suit encoding refuses a bid of %j", (value) => {
    const v = game.validate(entry({ ...good, bids: { ...good.bids, ben: value } }), start());
    expect(v).toEqual([
      {
        code: "bid_out_of_range",
        message: `A bid is 0 to 3 tricks (three cards of one suit: ♦ 0, ♠ 1, ♥ 2, ♣ 3); ${value} is not possible.`,
        field: `bids.${BEN}`,
        params: { value, min: 0, max: 3, encoding: "suit" },
      },
    ]);
  });

  it.each([[-1], [10]])("sum encoding refuses a bid of %j", (value) => {
    const v = game.validate(entry({ ...good, bids: { ...good.bids, ben: value } }), start({ bidEncoding: "sum" }));
    expect(v).toEqual([
      {
        code: "bid_out_of_range",
        message: `A bid is 0 to 9 tricks (the suit values of the three bid cards added: ♣ 3, ♥ 2, ♠ 1, ♦ 0); ${value} is not possible.`,
        field: `bids.${BEN}`,
        params: { value, min: 0, max: 9, encoding: "sum" },
      },
    ]);
  });

  it.each([[0], [4], [9]])("sum encoding accepts a bid of %j", (value) => {
    expect(codes({ ...good, bids: { ...good.bids, ben: value } }, start({ bidEncoding: "sum" }))).toEqual([]);
  });
});

describe("premiums_off", () => {
  it("refuses a premium when the option is off", () => {
    const v = game.validate(entry({ ...good, premium: { player: ANN, kind: "declare" } }), start());
    expect(v).toEqual([
      {
        code: "premiums_off",
        message:
          "Premiums (declaring or revealing a bid) are not played in this game; remove the premium or start a game with premiums on.",
        field: "premium",
      },
    ]);
  });

  it("says only that, even for an unknown premium player", () => {
    expect(codes({ ...good, premium: { player: "zed", kind: "reveal" } })).toEqual(["premiums_off"]);
  });
});

describe("several problems at once", () => {
  it("reports them all, bids first, then tricks, then the premium", () => {
    const input = {
      bids: { ann: 5, ben: 1, zed: 0 },
      tricks: { ann: 10, ben: 3 },
      premium: { player: ANN, kind: "declare" },
    };
    expect(game.validate(entry(input), start()).map((v) => [v.code, v.field])).toEqual([
      ["bid_out_of_range", "bids.ann"],
      ["unknown_player", "bids.zed"],
      ["missing_bid", "bids.cem"],
      ["tricks_out_of_range", "tricks.ann"],
      ["missing_tricks", "tricks.cem"],
      ["premiums_off", "premium"],
    ]);
  });

  it("gives every violation an English message and a snake_case code", () => {
    const all = game.validate(
      entry({ bids: { ann: 7, zed: 1 }, tricks: { ann: -2 }, premium: { player: "x", kind: "declare" } }),
      start(),
    );
    expect(all.length).toBeGreaterThan(0);
    for (const v of all) {
      expect(v.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(v.message).toMatch(/^[A-Z].*[.)]$/);
    }
  });
});
