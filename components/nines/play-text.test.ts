import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { checkPlay, type PlayCheckOptions } from "@/lib/games/nines/referee";
import { nines } from "@/lib/games/nines/rules";
import type { Violation } from "@/lib/games/types";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages/all";
import { type Translate, violationText } from "@/lib/i18n/violation-text";

// The new Nines refusals read in every language with their numbers, and the rules text states the readings chosen
// where the sheets leave a detail open (docs/rules/nines.md).
const all: PlayCheckOptions = {
  noNineFinish: true,
  specialCards: true,
  doubleDeck: false,
  stackingNines: true,
  drawUntilPlayable: false,
};

function refusals(): Violation[] {
  const state = nines.initialState({ players: ["A", "B", "C"], firstDealer: 0 }, nines.optionsSchema.parse({}));
  const round = nines.validate(nines.entrySchema.parse({ winner: "A", hands: { B: 300, C: 300 } }), state);
  const single = nines.validate(nines.entrySchema.parse({ winner: "A", hands: { B: 364, C: 2 } }), state);
  const plays = [
    checkPlay({ top: "7H", card: "7H" }, all),
    checkPlay({ top: "7H", card: "7S", pair: "9D" }, { ...all, doubleDeck: true }),
    checkPlay({ top: "7H", card: "9S", pair: "9D" }, all),
  ].flatMap((check) => (check.legal === false ? check.violations : []));
  return [...round, ...single, ...plays];
}

describe("Nines refusals in every language", () => {
  const list = refusals();
  it("covers the new codes", () => {
    expect(list.map((v) => v.code).sort()).toEqual(
      ["pair_needs_two_decks", "pair_not_nines", "round_exceeds_deck", "round_exceeds_deck", "same_card"].sort(),
    );
  });
  for (const locale of LOCALES) {
    it(`${locale}: each has its own text (not the English fallback), with the numbers filled in`, () => {
      const translate = createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
      const text = violationText(translate, "nines");
      for (const v of list) {
        const shown = text(v);
        expect(translate.has(`nines.violations.${v.code}`)).toBe(true);
        if (locale !== "en") expect(shown).not.toBe(v.message);
        expect(shown).not.toMatch(/[{}]/);
        for (const value of Object.values(v.params ?? {}))
          if (typeof value === "number" && value > 2) expect(shown).toContain(String(value));
      }
      const [pair] = list.filter((v) => v.code === "round_exceeds_deck");
      expect(text(pair!)).toContain("300");
      expect(text(pair!)).toContain("363");
    });
  }
});

describe("the rules text states the readings chosen", () => {
  const t = (locale: (typeof LOCALES)[number]) =>
    createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
  it("a 9 goes on a 9, draw one when unable to play, the hands fit the deck less the last card", () => {
    expect(t("en")("games.nines.summary")).toMatch(/another 9 too.*Draw one card.*less the winner’s last card/);
    expect(t("de")("games.nines.summary")).toMatch(/auch auf eine 9.*ziehst du eine Karte.*letzte Karte des Siegers/);
    expect(t("nl")("games.nines.summary")).toMatch(/ook op een 9.*trek je één kaart.*laatste kaart van de winnaar/);
  });
  it("Double Nines, special cards and stacking name their open details", () => {
    expect(t("en")("nines.options.doubleDeck.help")).toMatch(/two players, the same player plays again/);
    expect(t("en")("nines.options.specialCards.help")).toMatch(/two players it works like a skip.*then plays/);
    expect(t("en")("nines.options.stackingNines.help")).toMatch(/no longer counts/);
    for (const locale of ["de", "nl"] as const) {
      for (const name of ["doubleDeck", "specialCards", "stackingNines", "drawUntilPlayable", "noNineFinish"]) {
        expect(t(locale)(`nines.options.${name}.help`)).not.toBe(t("en")(`nines.options.${name}.help`));
      }
    }
  });
});
