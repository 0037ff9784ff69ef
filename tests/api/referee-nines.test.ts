// The Nines play check over the API (issue 25): the sheets' plays and every variant, the session-bound form, bad
// input, and a property: the endpoint's verdict is the engine's (checkPlay, the function the referee page calls).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, fullDeck, SUITS } from "@/lib/games/cards";
import { checkPlay } from "@/lib/games/nines/referee";
import en from "@/lib/i18n/messages/en/nines.json";
import { ninesSession } from "./client";
import { referee } from "./referee-client";

const play = (body: Record<string, unknown>) => referee.check("nines", "play", body);
const seats = ["Ann", "Ben", "Cem"];

/** The English page text under a translation key ("nines.referee.because.rank"). */
function pageText(key: string): unknown {
  return key.split(".").reduce<any>((node, part) => node?.[part], en);
}

describe("the sheets' plays", () => {
  it("matches the rank or the suit of the top card; a 9 goes on anything", async () => {
    const rank = await play({ top: "7H", card: "7S" });
    expect(rank.status).toBe(200);
    expect(rank.body).toMatchObject({ legal: true, verdict: "legal", activeSuit: "H", reason: { code: "rank" } });
    expect((await play({ top: "7H", card: "kh" })).body.reason.code).toBe("suit");
    const nine = await play({ top: "7H", card: "9♣" });
    expect(nine.body).toMatchObject({ legal: true, reason: { code: "nine" }, effects: [{ code: "declareSuit" }] });
  });

  it("refuses a card that matches neither, says why and what to draw", async () => {
    const refused = await play({ top: "7H", card: "KS" });
    expect(refused.body).toMatchObject({
      legal: false,
      verdict: "illegal",
      reason: { code: "no_match", key: "nines.violations.no_match", params: { rank: "7", suit: "H" } },
      draw: { rule: "drawOne", cards: 1, player: null },
    });
    expect(refused.body.reason.message).toMatch(/only a 9 would fit/);
    const drawing = await play({ options: { drawUntilPlayable: true }, top: "7H", card: "KS", seats, player: "Ben" });
    expect(drawing.body.draw).toMatchObject({ rule: "drawUntilPlayable", cards: null, player: "Ben" });
  });

  it("after a 9 the named suit counts; without it the answer asks for it", async () => {
    expect((await play({ top: "9H", declaredSuit: "♣", card: "2C" })).body.reason.code).toBe("suit");
    expect((await play({ top: "9H", declaredSuit: "C", card: "2H" })).body.legal).toBe(false);
    const ask = await play({ top: "9H", card: "2C" });
    expect(ask.body).toMatchObject({ legal: null, verdict: "needsSuit", reason: { code: "suit_not_declared" } });
  });

  it("a stacked nine deflects the 9 below (stackingNines)", async () => {
    const stacked = await play({ options: { stackingNines: true }, top: "9H", declaredSuit: "H", card: "9S" });
    expect(stacked.body.effects.map((e: any) => e.code)).toEqual(["declareSuit", "deflect"]);
    const plain = await play({ top: "9H", declaredSuit: "H", card: "9S" });
    expect(plain.body.effects.map((e: any) => e.code)).toEqual(["declareSuit"]);
  });

  it("says whose turn is next, with skips, reverses and draw two (specialCards)", async () => {
    const options = { specialCards: true };
    const next = await play({ top: "7H", card: "8H", seats, player: "Ann" });
    expect(next.body.next).toEqual({ player: "Ben", skipped: null, direction: "clockwise" });
    const jack = await play({ options, top: "7H", card: "JH", seats, player: "Ann" });
    expect(jack.body.next).toEqual({ player: "Cem", skipped: "Ben", direction: "clockwise" });
    const queen = await play({ options, top: "7H", card: "QH", seats, player: "Ann" });
    expect(queen.body.next).toEqual({ player: "Cem", skipped: null, direction: "counterClockwise" });
    const duel = await play({ options, top: "7H", card: "QH", seats: ["Ann", "Ben"], player: "Ann" });
    expect(duel.body.next).toEqual({ player: "Ann", skipped: "Ben", direction: "counterClockwise" });
    const ace = await play({ options, top: "7H", card: "AH", seats, player: "Cem", direction: "counterClockwise" });
    expect(ace.body.next).toEqual({ player: "Ben", skipped: null, direction: "counterClockwise" });
    expect(ace.body.draw).toMatchObject({ rule: "drawTwo", player: "Ben", cards: 2 });
    // Without the variant a J, Q or A is an ordinary card.
    expect((await play({ top: "7H", card: "JH", seats, player: "Ann" })).body).toMatchObject({
      effects: [],
      next: { player: "Ben" },
    });
  });

  it("Double Nines: two 9s together skip the next player; only with two decks", async () => {
    const pair = await play({ options: { doubleDeck: true }, top: "7H", card: "9S", pair: "9D", seats, player: "Ann" });
    expect(pair.body).toMatchObject({ legal: true, next: { player: "Cem", skipped: "Ben" } });
    expect(pair.body.effects.map((e: any) => e.code)).toContain("skip");
    const oneDeck = await play({ top: "7H", card: "9S", pair: "9D" });
    expect(oneDeck.body).toMatchObject({ legal: false, reason: { code: "pair_needs_two_decks" } });
    const notNines = await play({ options: { doubleDeck: true }, top: "7H", card: "7S", pair: "9D" });
    expect(notNines.body.reason.code).toBe("pair_not_nines");
  });

  it("noNineFinish: going out on a 9 is refused, a 9 before the last card is fine", async () => {
    const options = { noNineFinish: true };
    expect((await play({ options, top: "7H", card: "9S", lastCard: true })).body).toMatchObject({
      legal: false,
      reason: { code: "nine_finish" },
    });
    expect((await play({ options, top: "7H", card: "9S" })).body.legal).toBe(true);
    expect((await play({ top: "7H", card: "9S", lastCard: true })).body.legal).toBe(true);
  });

  it("hardNines changes penalties only: the same verdict", async () => {
    const hard = await play({ options: { hardNines: true }, top: "7H", card: "9S" });
    const plain = await play({ top: "7H", card: "9S" });
    expect({ ...hard.body, options: null }).toEqual({ ...plain.body, options: null });
    expect(hard.body.options.hardNines).toBe(true);
  });

  it("every reason and effect carries the page's translation key, whose English is the API's sentence", async () => {
    const answers = [
      await play({ top: "7H", card: "7S" }),
      await play({ top: "7H", card: "2H" }),
      await play({ options: { specialCards: true, stackingNines: true }, top: "9H", declaredSuit: "H", card: "9S" }),
      await play({ options: { specialCards: true }, top: "7H", card: "JH" }),
      await play({ options: { specialCards: true }, top: "7H", card: "QH" }),
      await play({ options: { specialCards: true }, top: "7H", card: "AH" }),
    ];
    for (const { body } of answers) {
      for (const reason of [body.reason, ...body.effects]) expect(pageText(reason.key)).toBe(reason.message);
    }
    const refused = await play({ options: { drawUntilPlayable: true }, top: "7H", card: "KS" });
    expect(pageText(refused.body.draw.reason.key)).toBe(refused.body.draw.reason.message);
    expect(pageText(refused.body.reason.key)).toEqual(expect.any(String));
  });
});

describe("bad input", () => {
  it("a card that does not exist, a second copy in one deck, a third in two: 422 with the violations", async () => {
    const fake = await play({ top: "1H", card: "7S" });
    expect(fake.status).toBe(422);
    expect(fake.body.error).toMatchObject({
      code: "rule_violation",
      details: { violations: [{ code: "invalid_card", field: "top" }] },
    });
    const twice = await play({ top: "7H", card: "7H" });
    expect(twice.status).toBe(422);
    expect(twice.body.error.details.violations[0]).toMatchObject({ code: "same_card", params: { max: 1 } });
    expect((await play({ options: { doubleDeck: true }, top: "7H", card: "7H" })).body.legal).toBe(true);
    const third = await play({ options: { doubleDeck: true }, top: "9H", declaredSuit: "H", card: "9H", pair: "9H" });
    expect(third.status).toBe(422);
    expect(third.body.error.details.violations[0]).toMatchObject({ code: "same_card", params: { max: 2 } });
  });

  it("seats out of range, a player not seated, an unknown field or option: 400/422", async () => {
    expect((await play({ top: "7H", card: "7S", seats: ["Ann"] })).status).toBe(400);
    expect((await play({ top: "7H", card: "7S", seats: ["A", "B", "C", "D", "E", "F", "G"] })).status).toBe(400);
    expect((await play({ top: "7H", card: "7S", seats, player: "Dan" })).status).toBe(422);
    expect((await play({ top: "7H", card: "7S", seats: ["Ann", "Ann"] })).status).toBe(422);
    expect((await play({ top: "7H", card: "7S", player: "Ann" })).status).toBe(422);
    expect((await play({ top: "7H", card: "7S", trump: "H" })).status).toBe(400);
    const option = await play({ options: { jokers: true }, top: "7H", card: "7S" });
    expect(option.status).toBe(400);
    expect(option.body.error.message).toMatch(/jokers/);
    expect((await play({ options: { threshold: 0 }, top: "7H", card: "7S" })).status).toBe(400);
    expect((await play({ top: "7H" })).status).toBe(400);
    expect((await play({ top: "7H", card: "7S", declaredSuit: "X" })).status).toBe(400);
  });
});

describe("in a session", () => {
  it("takes the session's options and seats; the starter plays unless another player is named", async () => {
    const { id, ids } = await ninesSession(["Ann", "Ben", "Cem"], { specialCards: true }, 0);
    const table = await referee.table(id);
    expect(table.status).toBe(200);
    expect(table.body).toMatchObject({
      game: "nines",
      checks: [{ name: "play" }],
      start: { round: 1, player: ids.Ben },
    });
    expect(table.body.start.seats).toEqual([ids.Ann, ids.Ben, ids.Cem]);
    const jack = await referee.inSession(id, "play", { top: "7H", card: "JH" });
    expect(jack.status).toBe(200);
    expect(jack.body.next).toEqual({ player: ids.Ann, skipped: ids.Cem, direction: "clockwise" });
    const named = await referee.inSession(id, "play", { top: "7H", card: "8H", player: ids.Cem });
    expect(named.body.next.player).toBe(ids.Ann);
    expect((await referee.inSession(id, "play", { top: "7H", card: "8H", player: "nobody" })).status).toBe(422);
    expect((await referee.inSession(id, "play", { options: {}, top: "7H", card: "8H" })).status).toBe(400);
    expect((await referee.inSession(id, "trick", { cards: ["7H"], trump: "S" })).status).toBe(404);
    expect((await referee.inSession("no-such-session", "play", { top: "7H", card: "8H" })).status).toBe(404);
  });
});

const deck = fullDeck().map(cardCode);

describe("property: the endpoint answers the engine's verdict", () => {
  it("for random situations and variants", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          top: fc.constantFrom(...deck),
          card: fc.constantFrom(...deck),
          pair: fc.option(fc.constantFrom("9S", "9H", "9D", "9C", "7S"), { nil: undefined }),
          declaredSuit: fc.option(fc.constantFrom(...SUITS), { nil: undefined }),
          lastCard: fc.boolean(),
          player: fc.option(fc.constantFrom("A", "B", "C", "D"), { nil: undefined }),
          counterClockwise: fc.boolean(),
          options: fc.record({
            noNineFinish: fc.boolean(),
            specialCards: fc.boolean(),
            doubleDeck: fc.boolean(),
            stackingNines: fc.boolean(),
            drawUntilPlayable: fc.boolean(),
          }),
        }),
        async ({ player, counterClockwise, options, ...situation }) => {
          const seatsHere = ["A", "B", "C", "D"];
          const given = { ...situation, ...(player ? { seats: seatsHere, player } : {}) };
          const answer = await play({
            ...given,
            options,
            direction: counterClockwise ? "counterClockwise" : "clockwise",
          });
          const engine = checkPlay(
            { ...situation, ...(player ? { turn: { seats: seatsHere, player, counterClockwise } } : {}) },
            options,
          );
          if (engine.legal === false && engine.violations.some((v) => v.code === "same_card")) {
            expect(answer.status).toBe(422);
            return;
          }
          expect(answer.status).toBe(200);
          expect(answer.body.legal).toBe(engine.legal);
          expect(answer.body.activeSuit).toBe(engine.activeSuit);
          if (engine.legal === true) {
            expect(answer.body.reason.code).toBe(engine.because);
            expect(answer.body.effects.map((e: any) => e.code)).toEqual(engine.effects);
            expect(answer.body.next).toEqual(
              engine.turn
                ? {
                    player: engine.turn.next,
                    skipped: engine.turn.skipped,
                    direction: engine.turn.counterClockwise ? "counterClockwise" : "clockwise",
                  }
                : null,
            );
          } else if (engine.legal === false) {
            expect(answer.body.violations.map((v: any) => v.code)).toEqual(engine.violations.map((v) => v.code));
            expect(answer.body.draw?.rule).toBe(engine.hint);
          } else {
            expect(answer.body.reason.code).toBe(engine.ask.code);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
