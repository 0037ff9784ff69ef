import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Card, cardCode, RANKS, SUITS } from "../cards";
import { checkPlay, type PlayCheckOptions } from "./referee";

const plain: PlayCheckOptions = {
  noNineFinish: false,
  specialCards: false,
  doubleDeck: false,
  stackingNines: false,
  drawUntilPlayable: false,
};
const with_ = (options: Partial<PlayCheckOptions>): PlayCheckOptions => ({ ...plain, ...options });
const cardArb = fc.record({ rank: fc.constantFrom(...RANKS), suit: fc.constantFrom(...SUITS) }) as fc.Arbitrary<Card>;
const optionsArb = fc.record({
  noNineFinish: fc.boolean(),
  specialCards: fc.boolean(),
  doubleDeck: fc.boolean(),
  stackingNines: fc.boolean(),
  drawUntilPlayable: fc.boolean(),
});
const seats = ["ann", "ben", "cem", "dan"];

describe("Nines play check", () => {
  it("a card matching the top card's rank or suit goes on it", () => {
    expect(checkPlay({ top: "7H", card: "KH" }, plain)).toMatchObject({
      legal: true,
      because: "suit",
      activeSuit: "H",
    });
    expect(checkPlay({ top: "7H", card: "7S" }, plain)).toMatchObject({ legal: true, because: "rank" });
  });
  it("a 9 goes on anything and names a suit", () => {
    expect(checkPlay({ top: "7H", card: "9C" }, plain)).toEqual({
      legal: true,
      because: "nine",
      activeSuit: "H",
      effects: ["declareSuit"],
    });
  });
  it("refuses a card matching neither, says why, and hints: draw one, play it if it fits", () => {
    const check = checkPlay({ top: "7H", card: "KS" }, plain);
    expect(check).toMatchObject({ legal: false, hint: "drawOne" });
    if (check.legal === false)
      expect(check.violations[0]).toMatchObject({ code: "no_match", field: "card", params: { rank: "7", suit: "H" } });
  });
  it("with draw-until-playable the hint is to keep drawing until a card fits", () => {
    expect(checkPlay({ top: "7H", card: "KS" }, with_({ drawUntilPlayable: true }))).toMatchObject({
      legal: false,
      hint: "drawUntilPlayable",
    });
  });
  it("after a 9 the declared suit is active, not the 9's own suit", () => {
    expect(checkPlay({ top: "9S", declaredSuit: "D", card: "4D" }, plain)).toMatchObject({
      legal: true,
      because: "suit",
      activeSuit: "D",
    });
    expect(checkPlay({ top: "9S", declaredSuit: "D", card: "4S" }, plain).legal).toBe(false);
    expect(checkPlay({ top: "9S", declaredSuit: "D", card: "9H" }, plain)).toMatchObject({
      legal: true,
      because: "nine",
    });
  });

  describe("a 9 is always playable", () => {
    it("on a 9 whose suit is not named yet (the issue's case: it was refused)", () => {
      expect(checkPlay({ top: "9S", card: "9H" }, plain)).toEqual({
        legal: true,
        because: "nine",
        activeSuit: null,
        effects: ["declareSuit"],
      });
    });
    it("property: on any top card, named suit or not, whatever the options (no going out on a 9 aside)", () => {
      fc.assert(
        fc.property(
          cardArb,
          fc.constantFrom(...SUITS),
          fc.option(fc.constantFrom(...SUITS)),
          optionsArb,
          (top, suit, declared, options) => {
            const nine = { rank: "9" as const, suit };
            fc.pre(options.doubleDeck || cardCode(top) !== cardCode(nine));
            const check = checkPlay({ top, card: nine, ...(declared ? { declaredSuit: declared } : {}) }, options);
            expect(check).toMatchObject({ legal: true, because: "nine" });
          },
        ),
      );
    });
  });

  it("a non-9 on a 9 whose suit is not named yet: a neutral 'name the suit first', not a refusal", () => {
    const check = checkPlay({ top: "9S", card: "4S" }, plain);
    expect(check).toEqual({
      legal: null,
      activeSuit: null,
      ask: expect.objectContaining({ code: "suit_not_declared" }),
    });
  });

  describe("the same card twice", () => {
    it("with one deck 7♥ on 7♥ is impossible", () => {
      expect(checkPlay({ top: "7H", card: "7♥" }, plain)).toEqual({
        legal: false,
        activeSuit: "H",
        violations: [
          {
            code: "same_card",
            message: "7H cannot be there that often: one deck holds it only once.",
            field: "card",
            params: { card: "7H", max: 1 },
          },
        ],
      });
      expect(checkPlay({ top: "9H", card: "9H" }, plain)).toMatchObject({ violations: [{ code: "same_card" }] });
    });
    it("with two decks it is the other copy, and goes (same rank)", () => {
      expect(checkPlay({ top: "7H", card: "7H" }, with_({ doubleDeck: true }))).toMatchObject({
        legal: true,
        because: "rank",
      });
    });
    it("two decks hold a card twice, not three times (9♥ on 9♥ with a second 9♥)", () => {
      expect(checkPlay({ top: "9H", card: "9H", pair: "9H" }, with_({ doubleDeck: true }))).toMatchObject({
        legal: false,
        violations: [{ code: "same_card", params: { card: "9H", max: 2 } }],
      });
    });
  });

  describe("Double Nines (two decks): two 9s together change the suit and skip the next player", () => {
    const double = with_({ doubleDeck: true });
    it("accepts a pair of 9s and says who is skipped and who plays next", () => {
      expect(checkPlay({ top: "7H", card: "9S", pair: "9D", turn: { seats, player: "ben" } }, double)).toEqual({
        legal: true,
        because: "nine",
        activeSuit: "H",
        effects: ["declareSuit", "skip"],
        turn: { skipped: "cem", next: "dan", counterClockwise: false },
      });
    });
    it("skips round the table and against the direction of play", () => {
      expect(checkPlay({ top: "7H", card: "9S", pair: "9S", turn: { seats, player: "dan" } }, double)).toMatchObject({
        turn: { skipped: "ann", next: "ben" },
      });
      expect(
        checkPlay(
          { top: "7H", card: "9S", pair: "9C", turn: { seats, player: "ann", counterClockwise: true } },
          double,
        ),
      ).toMatchObject({ turn: { skipped: "dan", next: "cem", counterClockwise: true } });
    });
    it("with two players in the round the same player plays again", () => {
      expect(
        checkPlay({ top: "7H", card: "9S", pair: "9C", turn: { seats: ["ann", "ben"], player: "ann" } }, double),
      ).toMatchObject({ turn: { skipped: "ben", next: "ann" } });
    });
    it("a single 9 skips nobody: the next player plays", () => {
      expect(checkPlay({ top: "7H", card: "9S", turn: { seats, player: "ben" } }, double)).toMatchObject({
        effects: ["declareSuit"],
        turn: { skipped: null, next: "cem" },
      });
    });
    it("only 9s go as a pair, and only with two decks", () => {
      expect(checkPlay({ top: "7H", card: "7S", pair: "9D" }, double)).toMatchObject({
        legal: false,
        violations: [{ code: "pair_not_nines", field: "pair" }],
      });
      expect(checkPlay({ top: "7H", card: "9S", pair: "9D" }, plain)).toMatchObject({
        legal: false,
        violations: [{ code: "pair_needs_two_decks", field: "pair" }],
      });
    });
    it("the check is a helper: the same input gives the same answer (nothing about the round is kept)", () => {
      const input = { top: "7H", card: "9S", pair: "9D", turn: { seats, player: "ben" } } as const;
      expect(checkPlay(input, double)).toEqual(checkPlay(input, double));
    });
  });

  describe("stacking nines: the player a 9's suit was named for may answer with a 9 and deflect it", () => {
    it("with the variant a 9 on a named 9 deflects the suit; the player names the next one", () => {
      expect(checkPlay({ top: "9S", declaredSuit: "D", card: "9C" }, with_({ stackingNines: true }))).toEqual({
        legal: true,
        because: "nine",
        activeSuit: "D",
        effects: ["declareSuit", "deflect"],
      });
    });
    it("without it a 9 on a 9 is still a 9 (it goes on anything), but no deflection is named", () => {
      expect(checkPlay({ top: "9S", declaredSuit: "D", card: "9C" }, plain)).toMatchObject({
        legal: true,
        effects: ["declareSuit"],
      });
    });
    it("a deflection with two 9s (Double Nines) also skips", () => {
      expect(
        checkPlay(
          { top: "9S", declaredSuit: "D", card: "9C", pair: "9H", turn: { seats, player: "ann" } },
          with_({ stackingNines: true, doubleDeck: true }),
        ),
      ).toMatchObject({ effects: ["declareSuit", "deflect", "skip"], turn: { skipped: "ben", next: "cem" } });
    });
    it("only a 9 deflects: another card on a named 9 must follow the named suit", () => {
      expect(checkPlay({ top: "9S", declaredSuit: "D", card: "KS" }, with_({ stackingNines: true })).legal).toBe(false);
    });
  });

  describe("no going out on a 9, only with that variant and only for the last card", () => {
    const rules = with_({ noNineFinish: true });
    it("refuses a 9 as the last card, also a deflecting 9 and a pair", () => {
      expect(checkPlay({ top: "7H", card: "9C", lastCard: true }, rules)).toMatchObject({
        legal: false,
        violations: [{ code: "nine_finish" }],
      });
      expect(
        checkPlay(
          { top: "9S", declaredSuit: "H", card: "9C", lastCard: true },
          with_({ noNineFinish: true, stackingNines: true }),
        ),
      ).toMatchObject({ legal: false, violations: [{ code: "nine_finish" }] });
      expect(
        checkPlay(
          { top: "7H", card: "9C", pair: "9D", lastCard: true },
          with_({ noNineFinish: true, doubleDeck: true }),
        ),
      ).toMatchObject({ legal: false, violations: [{ code: "nine_finish" }] });
    });
    it("allows it otherwise", () => {
      expect(checkPlay({ top: "7H", card: "9C", lastCard: false }, rules).legal).toBe(true);
      expect(checkPlay({ top: "7H", card: "9C", lastCard: true }, plain).legal).toBe(true);
      expect(checkPlay({ top: "7H", card: "7C", lastCard: true }, rules).legal).toBe(true);
    });
  });

  describe("skip, reverse, draw two (special cards)", () => {
    const rules = with_({ specialCards: true });
    it("names the effects", () => {
      expect(checkPlay({ top: "7H", card: "JH" }, rules)).toMatchObject({ effects: ["skip"] });
      expect(checkPlay({ top: "7H", card: "QH" }, rules)).toMatchObject({ effects: ["reverse"] });
      expect(checkPlay({ top: "7H", card: "AH" }, rules)).toMatchObject({ effects: ["drawTwo"] });
      expect(checkPlay({ top: "7H", card: "JH" }, plain)).toMatchObject({ effects: [] });
    });
    it("says who plays next: J skips, Q turns the direction (a skip with two players), A's victim plays", () => {
      expect(checkPlay({ top: "7H", card: "JH", turn: { seats, player: "ann" } }, rules)).toMatchObject({
        turn: { skipped: "ben", next: "cem", counterClockwise: false },
      });
      expect(checkPlay({ top: "7H", card: "QH", turn: { seats, player: "ann" } }, rules)).toMatchObject({
        turn: { skipped: null, next: "dan", counterClockwise: true },
      });
      expect(
        checkPlay({ top: "7H", card: "QH", turn: { seats, player: "dan", counterClockwise: true } }, rules),
      ).toMatchObject({ turn: { next: "ann", counterClockwise: false } });
      expect(checkPlay({ top: "7H", card: "QH", turn: { seats: ["ann", "ben"], player: "ann" } }, rules)).toMatchObject(
        { turn: { skipped: "ben", next: "ann" } },
      );
      expect(checkPlay({ top: "7H", card: "AH", turn: { seats, player: "ann" } }, rules)).toMatchObject({
        turn: { skipped: null, next: "ben" },
      });
    });
    it("a player not among the seats gets no turn answer", () => {
      expect(checkPlay({ top: "7H", card: "JH", turn: { seats, player: "zed" } }, rules)).not.toHaveProperty("turn");
    });
  });

  it("refuses codes that are not cards", () => {
    const check = checkPlay({ top: "ZZ", card: "KH" }, plain);
    expect(check.legal).toBe(false);
    if (check.legal === false) expect(check.violations[0]).toMatchObject({ code: "invalid_card", field: "top" });
    expect(checkPlay({ top: "7H", card: "9S", pair: "9X" }, with_({ doubleDeck: true }))).toMatchObject({
      violations: [{ code: "invalid_card", field: "pair" }],
    });
  });

  it("property: legal exactly when a 9, same rank or active suit, and not the very same card of one deck", () => {
    fc.assert(
      fc.property(cardArb, cardArb, fc.constantFrom(...SUITS), (top, played, declared) => {
        const active = top.rank === "9" ? declared : top.suit;
        const check = checkPlay({ top: cardCode(top), declaredSuit: declared, card: cardCode(played) }, plain);
        const same = cardCode(top) === cardCode(played);
        expect(check.legal).toBe(!same && (played.rank === "9" || played.rank === top.rank || played.suit === active));
      }),
    );
  });

  it("property: a skip never lands on the player who played, except with two players", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(), fc.boolean(), (count, who, ccw) => {
        const table = seats.concat(["eve", "fay"]).slice(0, count);
        const player = table[who % count]!;
        const check = checkPlay(
          { top: "7H", card: "9S", pair: "9D", turn: { seats: table, player, counterClockwise: ccw } },
          with_({ doubleDeck: true }),
        );
        if (check.legal !== true || !check.turn) throw new Error("a pair of 9s is legal");
        expect(check.turn.skipped).not.toBe(player);
        expect(check.turn.next === player).toBe(count === 2);
      }),
    );
  });
});
