import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { invalidBody } from "../errors";
import type { Violation } from "../games/types";
import { createLeagueSchema, renameMemberSchema } from "../leagues/schema";
import { failure } from "../sessions/action-result";
import { createSessionSchema } from "../sessions/schema";
import { LOCALES, type Locale } from "./locales";
import { MESSAGES } from "./messages/all";
import { violationText } from "./violation-text";

// A schema's refusal reaches a form as violations (the same path as a server action's failure) and is shown
// in the reader's language by its code; the API keeps the English sentence.
function violationsOf(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return failure(invalidBody(parsed.error as never, "Check the form")).violations;
}

function texts(locale: Locale, violations: Violation[]): string[] {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  return violations.map(violationText(t as never));
}

const longName = "x".repeat(41);

describe("schema issues by code", () => {
  it("carry the schema's own code and the English sentence", () => {
    expect(violationsOf(createSessionSchema, { game: "nines", players: ["Ann", " "] })).toEqual([
      { code: "name_required", message: "A player needs a name.", field: "players.1" },
    ]);
    expect(violationsOf(renameMemberSchema, { name: longName })).toEqual([
      { code: "name_too_long", message: "Names are at most 40 characters.", field: "name", params: { max: 40 } },
    ]);
  });

  const cases: Array<[string, () => Violation[], Record<Locale, string>]> = [
    [
      "an empty player name",
      () => violationsOf(createSessionSchema, { game: "nines", players: [""] }),
      {
        en: "A player needs a name.",
        de: "Jeder Spieler braucht einen Namen.",
        nl: "Elke speler heeft een naam nodig.",
      },
    ],
    [
      "no players",
      () => violationsOf(createSessionSchema, { game: "nines", players: [] }),
      { en: "Add the players.", de: "Trag die Spieler ein.", nl: "Voeg de spelers toe." },
    ],
    [
      "a member name too long",
      () => violationsOf(renameMemberSchema, { name: longName }),
      {
        en: "Names are at most 40 characters.",
        de: "Namen haben höchstens 40 Zeichen.",
        nl: "Namen hebben hoogstens 40 tekens.",
      },
    ],
    [
      "an empty league name",
      () => violationsOf(createLeagueSchema, { name: "  " }),
      {
        en: "A league needs a name.",
        de: "Eine Liga braucht einen Namen.",
        nl: "Een competitie heeft een naam nodig.",
      },
    ],
    [
      "a league name too long",
      () => violationsOf(createLeagueSchema, { name: "x".repeat(61) }),
      {
        en: "League names are at most 60 characters.",
        de: "Liganamen haben höchstens 60 Zeichen.",
        nl: "Competitienamen hebben hoogstens 60 tekens.",
      },
    ],
    [
      "too many players (zod's own too_big)",
      () =>
        violationsOf(createSessionSchema, { game: "nines", players: Array.from({ length: 13 }, (_, i) => `P${i}`) }),
      { en: "At most 12 are allowed.", de: "Höchstens 12 sind erlaubt.", nl: "Hoogstens 12 toegestaan." },
    ],
    [
      "a date that is no date (zod's own invalid_format)",
      () => violationsOf(createLeagueSchema, { name: "Club", seasonStart: "soon" }),
      { en: "Enter a valid date.", de: "Gib ein gültiges Datum ein.", nl: "Vul een geldige datum in." },
    ],
    [
      "a points table entry below 0 (zod's own too_small)",
      () => violationsOf(createLeagueSchema, { name: "Club", pointsTable: [3, -1] }),
      {
        en: "The smallest allowed value is 0.",
        de: "Der kleinste erlaubte Wert ist 0.",
        nl: "De kleinste toegestane waarde is 0.",
      },
    ],
    [
      "a points table entry that is no number (zod's own invalid_type)",
      () => violationsOf(createLeagueSchema, { name: "Club", pointsTable: [3, Number.NaN] }),
      { en: "Enter a number.", de: "Gib eine Zahl ein.", nl: "Vul een getal in." },
    ],
  ];

  it.each(cases)("%s reads in each language", (_, violations, expected) => {
    for (const locale of LOCALES) expect(texts(locale, violations()), locale).toEqual([expected[locale]]);
  });

  it("falls back to the English sentence for a code without a text", () => {
    const unknown: Violation = { code: "no_such_code", message: "Something specific." };
    for (const locale of LOCALES) expect(texts(locale, [unknown])).toEqual(["Something specific."]);
  });
});
