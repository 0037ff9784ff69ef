import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Card, cardCode, RANKS, SUITS } from "../cards";
import { checkPlay } from "./referee";

const plain = { noNineFinish: false, specialCards: false };

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
  it("refuses a card matching neither, and says why", () => {
    const check = checkPlay({ top: "7H", card: "KS" }, plain);
    expect(check.legal).toBe(false);
    if (!check.legal)
      expect(check.violations[0]).toMatchObject({ code: "no_match", field: "card", params: { rank: "7", suit: "H" } });
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
  it("asks for the declared suit when a 9 is on top", () => {
    const check = checkPlay({ top: "9S", card: "4S" }, plain);
    expect(check.legal).toBe(false);
    if (!check.legal) expect(check.violations[0]!.code).toBe("suit_not_declared");
  });
  it("no going out on a 9, only with that variant and only for the last card", () => {
    const rules = { noNineFinish: true, specialCards: false };
    expect(checkPlay({ top: "7H", card: "9C", lastCard: true }, rules)).toMatchObject({
      legal: false,
      violations: [{ code: "nine_finish" }],
    });
    expect(checkPlay({ top: "7H", card: "9C", lastCard: false }, rules).legal).toBe(true);
    expect(checkPlay({ top: "7H", card: "9C", lastCard: true }, plain).legal).toBe(true);
    expect(checkPlay({ top: "7H", card: "7C", lastCard: true }, rules).legal).toBe(true);
  });
  it("names the special effects with the skip/reverse/draw-two variant", () => {
    const rules = { noNineFinish: false, specialCards: true };
    expect(checkPlay({ top: "7H", card: "JH" }, rules)).toMatchObject({ effects: ["skip"] });
    expect(checkPlay({ top: "7H", card: "QH" }, rules)).toMatchObject({ effects: ["reverse"] });
    expect(checkPlay({ top: "7H", card: "AH" }, rules)).toMatchObject({ effects: ["drawTwo"] });
    expect(checkPlay({ top: "7H", card: "JH" }, plain)).toMatchObject({ effects: [] });
  });
  it("refuses codes that are not cards", () => {
    const check = checkPlay({ top: "ZZ", card: "KH" }, plain);
    expect(check.legal).toBe(false);
    if (!check.legal) expect(check.violations[0]).toMatchObject({ code: "invalid_card", field: "top" });
  });
  it("property: legal exactly when a 9, same rank or active suit", () => {
    const card = fc.record({ rank: fc.constantFrom(...RANKS), suit: fc.constantFrom(...SUITS) }) as fc.Arbitrary<Card>;
    fc.assert(
      fc.property(card, card, fc.constantFrom(...SUITS), (top, played, declared) => {
        const active = top.rank === "9" ? declared : top.suit;
        const check = checkPlay({ top: cardCode(top), declaredSuit: declared, card: cardCode(played) }, plain);
        expect(check.legal).toBe(played.rank === "9" || played.rank === top.rank || played.suit === active);
      }),
    );
  });
});
