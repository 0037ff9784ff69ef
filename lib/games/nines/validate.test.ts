import { describe, expect, it } from "vitest";
import type { Violation } from "../types";
import { nines } from "./rules";
import type { NinesState } from "./state";
import { readHand, validateNines } from "./validate";

// Rulings README, "Nines": round entry and card checks. Every violation code of validate.ts, with its fields.
const table = { players: ["ann", "ben", "cem"], firstDealer: 0 };
const opts = (options: object = {}) => nines.optionsSchema.parse(options);
const fresh = (options: object = {}) => nines.initialState(table, opts(options));

function check(entry: unknown, state: NinesState = fresh()): Violation[] {
  return nines.validate(nines.entrySchema.parse(entry), state);
}

function playAll(state: NinesState, entries: unknown[]): NinesState {
  for (const raw of entries) {
    const entry = nines.entrySchema.parse(raw);
    expect(nines.validate(entry, state)).toEqual([]);
    state = nines.apply(entry, state).state;
  }
  return state;
}

/** ann and ben tie on 10 while cem reached 100: a tie-break between ann and ben is due. */
function tiebreakState(): NinesState {
  const state = playAll(fresh(), [
    { winner: "ann", hands: { ben: 10, cem: 50 } },
    { winner: "ben", hands: { ann: 10, cem: 50 } },
  ]);
  expect(state.tiebreak).toEqual(["ann", "ben"]);
  return state;
}

const anyMessage = expect.any(String);

describe("valid entries", () => {
  it("accepts hands as arrays, typed strings and penalty numbers, mixed in one round", () => {
    expect(check({ winner: "ann", hands: { ben: ["KS", "9H"], cem: "a♦ 3c" } })).toEqual([]);
    expect(check({ winner: "ann", hands: { ben: "KS 9h, 10♦", cem: 23 } })).toEqual([]);
    expect(check({ winner: "cem", hands: { ann: 1, ben: ["TS"] } })).toEqual([]);
  });

  it('lets the winner be listed with nothing: [], "" or 0', () => {
    expect(check({ winner: "ann", hands: { ann: [], ben: 5, cem: 5 } })).toEqual([]);
    expect(check({ winner: "ann", hands: { ann: "", ben: 5, cem: 5 } })).toEqual([]);
    expect(check({ winner: "ann", hands: { ann: 0, ben: 5, cem: 5 } })).toEqual([]);
  });

  it("accepts a last card that is not in anyone's hand", () => {
    expect(check({ winner: "ann", hands: { ben: "KS", cem: "QS" }, lastCard: "JS" })).toEqual([]);
  });

  it("does not change the state it checks, nor the entry", () => {
    const state = tiebreakState();
    const before = structuredClone(state);
    const entry = nines.entrySchema.parse({ winner: "cem", hands: { ann: "KS KS", cem: 3, zed: 0 }, lastCard: "1S" });
    const entryBefore = structuredClone(entry);
    expect(nines.validate(entry, state).length).toBeGreaterThan(0);
    expect(state).toEqual(before);
    expect(entry).toEqual(entryBefore);
  });
});

describe("unknown_player", () => {
  it("refuses a winner who does not sit at the table (field winner)", () => {
    expect(check({ winner: "zed", hands: { ben: 5, cem: 5 } })).toEqual([
      { code: "unknown_player", message: 'No player with id "zed" sits at this table.', field: "winner" },
      { code: "missing_hand", message: anyMessage, field: "hands.ann" },
    ]);
  });

  it("refuses a hand for someone who does not sit at the table (field hands.<id>)", () => {
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5, zed: ["KS"] } })).toEqual([
      { code: "unknown_player", message: 'No player with id "zed" sits at this table.', field: "hands.zed" },
    ]);
  });

  it("does not look at the cards of an unknown player", () => {
    expect(check({ winner: "ann", hands: { ben: "KS", cem: 5, zed: "KS 1S" } }).map((v) => v.code)).toEqual([
      "unknown_player",
    ]);
  });
});

describe("not_in_round (tie-break rounds only)", () => {
  it("is never raised outside a tie-break", () => {
    expect(check({ winner: "cem", hands: { ann: 5, ben: 5 } })).toEqual([]);
  });

  it("refuses a winner who is not one of the tied players (field winner)", () => {
    expect(check({ winner: "cem", hands: { ann: 5, ben: 5 } }, tiebreakState())).toEqual([
      { code: "not_in_round", message: "Only the tied players take part in the tie-break round.", field: "winner" },
    ]);
  });

  it("refuses a hand of a player who is not tied (field hands.<id>), even an empty one", () => {
    const state = tiebreakState();
    const expected = { code: "not_in_round", message: anyMessage, field: "hands.cem" };
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5 } }, state)).toEqual([expected]);
    expect(check({ winner: "ann", hands: { ben: 5, cem: [] } }, state)).toEqual([expected]);
    expect(check({ winner: "ann", hands: { ben: 5, cem: 0 } }, state)).toEqual([expected]);
  });

  it("asks for the hands of the tied players only", () => {
    expect(check({ winner: "ann", hands: { ben: "9S" } }, tiebreakState())).toEqual([]);
    expect(check({ winner: "cem", hands: {} }, tiebreakState())).toEqual([
      { code: "not_in_round", message: anyMessage, field: "winner" },
      { code: "missing_hand", message: anyMessage, field: "hands.ann" },
      { code: "missing_hand", message: anyMessage, field: "hands.ben" },
    ]);
  });
});

describe("winner_has_cards", () => {
  const expected = [
    { code: "winner_has_cards", message: "The player who went out holds no cards.", field: "hands.ann" },
  ];

  it("refuses cards in the winner's hand, as an array or typed", () => {
    expect(check({ winner: "ann", hands: { ann: ["KS"], ben: 5, cem: 5 } })).toEqual(expected);
    expect(check({ winner: "ann", hands: { ann: "2c", ben: 5, cem: 5 } })).toEqual(expected);
  });

  it("refuses a penalty for the winner, positive or negative", () => {
    expect(check({ winner: "ann", hands: { ann: 5, ben: 5, cem: 5 } })).toEqual(expected);
    expect(check({ winner: "ann", hands: { ann: -1, ben: 5, cem: 5 } })).toEqual(expected);
  });

  it("also reports a winner's code that is not a card", () => {
    expect(check({ winner: "ann", hands: { ann: ["ZZ"], ben: 5, cem: 5 } }).map((v) => v.code)).toEqual([
      "invalid_card",
      "winner_has_cards",
    ]);
  });
});

describe("penalty_too_low / penalty_too_high", () => {
  it("refuses a typed penalty below 1: a non-winner holds at least one card", () => {
    for (const penalty of [0, -1, -30]) {
      expect(check({ winner: "ann", hands: { ben: penalty, cem: 5 } })).toEqual([
        { code: "penalty_too_low", message: anyMessage, field: "hands.ben" },
      ]);
    }
    expect(check({ winner: "ann", hands: { ben: 1, cem: 5 } })).toEqual([]);
  });

  // One deck: 4 x (A 1 + 2..8 35 + 9 15 + 10 J Q K 40) = 4 x 91 = 364; hard nines 4 x 101 = 404; two decks double it.
  it.each([
    [{}, 364],
    [{ hardNines: true }, 404],
    [{ doubleDeck: true }, 728],
    [{ hardNines: true, doubleDeck: true }, 808],
  ])("with %j no hand is worth more than the whole deck, %i", (options, max) => {
    const state = fresh(options);
    // The most both hands can hold together: the deck less an ace, the cheapest last card the winner can play.
    expect(check({ winner: "ann", hands: { ben: max - 6, cem: 5 } }, state)).toEqual([]);
    expect(check({ winner: "ann", hands: { ben: max + 1, cem: 5 } }, state)).toEqual([
      {
        code: "penalty_too_high",
        message: `A penalty of ${max + 1} is more than the whole deck is worth (${max}).`,
        field: "hands.ben",
        params: { max },
      },
    ]);
  });
});

describe("empty_hand", () => {
  it('refuses a non-winner\'s hand without cards: [], "" or only separators', () => {
    for (const hand of [[], "", " , ; "]) {
      expect(check({ winner: "ann", hands: { ben: hand, cem: 5 } })).toEqual([
        { code: "empty_hand", message: "A player who did not go out holds at least one card.", field: "hands.ben" },
      ]);
    }
  });

  it("is not raised on top of invalid_card when the only codes are not cards", () => {
    expect(check({ winner: "ann", hands: { ben: "ZZ", cem: 5 } }).map((v) => v.code)).toEqual(["invalid_card"]);
  });
});

describe("missing_hand", () => {
  it("asks for every other participating player's hand (field hands.<id>)", () => {
    expect(check({ winner: "ann", hands: { ben: 5 } })).toEqual([
      { code: "missing_hand", message: "Enter this player's remaining cards or penalty.", field: "hands.cem" },
    ]);
    expect(check({ winner: "ann", hands: {} }).map((v) => v.field)).toEqual(["hands.ben", "hands.cem"]);
  });

  it("does not ask for the winner's hand", () => {
    expect(check({ winner: "ben", hands: { ann: 5, cem: 5 } })).toEqual([]);
  });

  it("sees a hand as missing even when the player id is also an Object.prototype name", () => {
    const state = nines.initialState({ players: ["constructor", "toString", "ann"], firstDealer: 0 }, opts());
    expect(check({ winner: "ann", hands: {} }, state).map((v) => v.field)).toEqual([
      "hands.constructor",
      "hands.toString",
    ]);
    const entry = nines.entrySchema.parse({ winner: "ann", hands: { constructor: "KS", toString: 3 } });
    expect(nines.validate(entry, state)).toEqual([]);
    expect(nines.apply(entry, state).scores).toEqual({ constructor: 10, toString: 3, ann: 0 });
  });
});

describe("invalid_card", () => {
  it("reports every code that is not a card, with its hand and the code", () => {
    expect(check({ winner: "ann", hands: { ben: ["KS", "1S", "11H"], cem: "ZZ 2c K" } })).toEqual([
      {
        code: "invalid_card",
        message: '"1S" is not a card (write e.g. KS, 10H, 9D).',
        field: "hands.ben",
        params: { card: "1S" },
      },
      { code: "invalid_card", message: anyMessage, field: "hands.ben", params: { card: "11H" } },
      { code: "invalid_card", message: anyMessage, field: "hands.cem", params: { card: "ZZ" } },
      { code: "invalid_card", message: anyMessage, field: "hands.cem", params: { card: "K" } },
    ]);
  });

  it("refuses an empty code inside an array", () => {
    expect(check({ winner: "ann", hands: { ben: ["KS", ""], cem: 5 } })).toEqual([
      { code: "invalid_card", message: anyMessage, field: "hands.ben", params: { card: "" } },
    ]);
  });

  it("refuses an array item holding two cards (arrays are not split)", () => {
    expect(check({ winner: "ann", hands: { ben: ["KS 9H"], cem: 5 } }).map((v) => v.params)).toEqual([
      { card: "KS 9H" },
    ]);
  });

  it("checks the last card too (field lastCard)", () => {
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5 }, lastCard: "1S" })).toEqual([
      { code: "invalid_card", message: anyMessage, field: "lastCard", params: { card: "1S" } },
    ]);
  });
});

describe("duplicate_card", () => {
  it("one deck: refuses a card entered twice across hands, in any spelling", () => {
    expect(check({ winner: "ann", hands: { ben: ["KS"], cem: "ks" } })).toEqual([
      {
        code: "duplicate_card",
        message: "KS is entered 2 times, but one deck holds it only once.",
        params: { card: "KS", max: 1 },
      },
    ]);
    expect(check({ winner: "ann", hands: { ben: "10♦", cem: ["TD", "3C"] } })).toEqual([
      { code: "duplicate_card", message: anyMessage, params: { card: "10D", max: 1 } },
    ]);
  });

  it("has no field: the clash is between hands", () => {
    const [found] = check({ winner: "ann", hands: { ben: "KS", cem: "KS" } });
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty("field");
  });

  it("one deck: refuses a card twice in one hand", () => {
    expect(check({ winner: "ann", hands: { ben: "QH qh", cem: 5 } })).toEqual([
      { code: "duplicate_card", message: anyMessage, params: { card: "QH", max: 1 } },
    ]);
  });

  it("one deck: refuses the winner's last card in another hand", () => {
    expect(check({ winner: "ann", hands: { ben: "9S", cem: 5 }, lastCard: "9♠" })).toEqual([
      { code: "duplicate_card", message: anyMessage, params: { card: "9S", max: 1 } },
    ]);
  });

  it("two decks: twice is fine, thrice is refused", () => {
    const doubleDeck = fresh({ doubleDeck: true });
    expect(check({ winner: "ann", hands: { ben: "KS", cem: "KS" } }, doubleDeck)).toEqual([]);
    expect(check({ winner: "ann", hands: { ben: "KS KS", cem: 5 } }, doubleDeck)).toEqual([]);
    expect(check({ winner: "ann", hands: { ben: "KS", cem: "KS" }, lastCard: "KS" }, doubleDeck)).toEqual([
      {
        code: "duplicate_card",
        message: "KS is entered 3 times, but two decks hold it only twice.",
        params: { card: "KS", max: 2 },
      },
    ]);
    expect(check({ winner: "ann", hands: { ben: "KS KS", cem: "ks" } }, doubleDeck).map((v) => v.params)).toEqual([
      { card: "KS", max: 2 },
    ]);
  });

  it("reports each duplicated card once", () => {
    expect(check({ winner: "ann", hands: { ben: "KS KS KS 2C", cem: "2C" } }).map((v) => v.params)).toEqual([
      { card: "KS", max: 1 },
      { card: "2C", max: 1 },
    ]);
  });

  it("penalty numbers hold no cards to compare", () => {
    expect(check({ winner: "ann", hands: { ben: 10, cem: 10 } })).toEqual([]);
  });
});

describe("nine_finish (variant noNineFinish only)", () => {
  it("refuses going out on a 9 when noNineFinish is on (field lastCard)", () => {
    const state = fresh({ noNineFinish: true });
    for (const lastCard of ["9S", "9h", "9♦", "9♣"]) {
      expect(check({ winner: "ann", hands: { ben: 5, cem: 5 }, lastCard }, state)).toEqual([
        {
          code: "nine_finish",
          message: "Going out on a 9 is not allowed in this game (no-nine-finish variant).",
          field: "lastCard",
        },
      ]);
    }
  });

  it("accepts any other last card, or none, with noNineFinish", () => {
    const state = fresh({ noNineFinish: true });
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5 }, lastCard: "8S" }, state)).toEqual([]);
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5 } }, state)).toEqual([]);
  });

  it("accepts a 9 as the last card without the variant", () => {
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5 }, lastCard: "9S" })).toEqual([]);
  });
});

describe("game_finished", () => {
  it("refuses any further round once the game is over, and says only that", () => {
    const over = playAll(fresh(), [{ winner: "ann", hands: { ben: 100, cem: 5 } }]);
    expect(over.finished).toBe(true);
    const expected = [{ code: "game_finished", message: "The game is over; no more rounds can be added." }];
    expect(check({ winner: "ann", hands: { ben: 5, cem: 5 } }, over)).toEqual(expected);
    expect(check({ winner: "zed", hands: { ben: "1S" } }, over)).toEqual(expected);
  });

  it("refuses a round after the tie-break", () => {
    const over = playAll(tiebreakState(), [{ winner: "ben", hands: { ann: 3 } }]);
    expect(check({ winner: "ann", hands: { ben: 3 } }, over).map((v) => v.code)).toEqual(["game_finished"]);
  });
});

describe("several violations at once", () => {
  it("lists them all, in a stable order", () => {
    const found = check({ winner: "ann", hands: { ann: "2S", ben: "KS ZZ", zed: 4 }, lastCard: "ks" });
    expect(found.map((v) => [v.code, v.field ?? null])).toEqual([
      ["winner_has_cards", "hands.ann"],
      ["invalid_card", "hands.ben"],
      ["unknown_player", "hands.zed"],
      ["missing_hand", "hands.cem"],
      ["duplicate_card", null],
    ]);
  });

  it("validateNines is the game's validate", () => {
    expect(nines.validate).toBe(validateNines);
  });
});

describe("readHand", () => {
  it("reads cards, typed hands and penalties, keeping the codes that are not cards", () => {
    expect(readHand(23)).toEqual({ hand: { kind: "penalty", penalty: 23 }, invalid: [] });
    expect(readHand("KS 9h, 1S")).toEqual({
      hand: {
        kind: "cards",
        cards: [
          { rank: "K", suit: "S" },
          { rank: "9", suit: "H" },
        ],
      },
      invalid: ["1S"],
    });
    expect(readHand(["10♦"])).toEqual({ hand: { kind: "cards", cards: [{ rank: "10", suit: "D" }] }, invalid: [] });
  });
});
