// Ninety-Nine's trick referee over the API (issue 25): who takes a trick and the follow check, the session form, bad
// input, and properties: the endpoint answers what trickWinner / isLegalFollow (the page's functions) answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, fullDeck, SUITS } from "@/lib/games/cards";
import { bidFromSuits } from "@/lib/games/ninety-nine-tricks/bids";
import { isLegalFollow, trickWinner } from "@/lib/games/ninety-nine-tricks/referee";
import { api } from "./client";
import { referee } from "./referee-client";

const trick = (body: Record<string, unknown>) => referee.check("ninety-nine-tricks", "trick", body);
const follow = (body: Record<string, unknown>) => referee.check("ninety-nine-tricks", "follow", body);
const seats = ["Ann", "Ben", "Cem"];

describe("who takes the trick", () => {
  it("a low trump takes a trick led in another suit (sheet 002)", async () => {
    const taken = await trick({ cards: ["KH", "AH", "2S"], trump: "S", seats, leader: "Ann" });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      complete: true,
      winner: 2,
      card: "2S",
      trumped: true,
      player: "Cem",
      nextLeader: "Cem",
      order: ["Ann", "Ben", "Cem"],
      reason: { code: "takesTrumped", key: "ninety-nine-tricks.referee.takesTrumped" },
    });
    expect(taken.body.reason.message).toBe("Cem trumps and takes the trick with 2S.");
  });

  it("without trump (a turned-up 9) the highest card of the led suit takes it; off-suit cards never do", async () => {
    const noTrump = await trick({ cards: ["5D", "AS", "QD"], turnedUp: "9S", seats, leader: "Ben" });
    expect(noTrump.body).toMatchObject({ trump: "none", winner: 2, card: "QD", player: "Ann", nextLeader: "Ann" });
    const none = await trick({ cards: ["5D", "AS", "QD"], trump: "none" });
    expect(none.body).toMatchObject({ trump: "none", winner: 2, player: null, nextLeader: null, order: null });
    expect((await trick({ cards: ["5D", "AS", "QD"], turnedUp: "KS" })).body).toMatchObject({ trump: "S", winner: 1 });
  });

  it("a trick still going round: who is winning so far, nobody leads next yet", async () => {
    const sofar = await trick({ cards: ["10C", "JC"], trump: "♥", seats, leader: "Cem" });
    expect(sofar.body).toMatchObject({ complete: false, winner: 1, player: "Ann", nextLeader: null });
    expect(sofar.body.reason.code).toBe("winning");
  });

  it("refuses a trick of the wrong size, a card twice, no trump named or two that disagree", async () => {
    for (const body of [
      { cards: ["KH", "AH", "2S", "3S"], trump: "S" },
      { cards: [], trump: "S" },
      { cards: ["KH", "KH"], trump: "S" },
      { cards: ["KH", "ZZ"], trump: "S" },
      { cards: ["KH"] },
      { cards: ["KH"], trump: "S", turnedUp: "9D" },
      { cards: ["KH"], trump: "S", seats, leader: "Dan" },
    ]) {
      const answer = await trick(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error.code).toBe("rule_violation");
    }
    expect((await trick({ cards: ["KH"], trump: "X" })).status).toBe(400);
    expect((await trick({ cards: ["KH"], trump: "S", seats: ["Ann", "Ben"] })).status).toBe(400);
    expect((await trick({ cards: Array(53).fill("KH"), trump: "S" })).status).toBe(400);
  });

  it("takes the options with their limits: bidEncoding is checked, and changes scoring only", async () => {
    const sum = await trick({ options: { bidEncoding: "sum" }, cards: ["KH", "AH", "2S"], trump: "S" });
    expect(sum.body).toMatchObject({ winner: 2, options: { bidEncoding: "sum" } });
    expect((await trick({ options: { bidEncoding: "count" }, cards: ["KH"], trump: "S" })).status).toBe(400);
  });
});

describe("the follow check", () => {
  it("must follow the led suit when the hand holds it", async () => {
    const refused = await follow({ led: "KH", card: "2S", hand: ["2S", "7H", "QD"] });
    expect(refused.body).toMatchObject({
      legal: false,
      ledSuit: "H",
      reason: { code: "must_follow_suit", key: "ninety-nine-tricks.violations.must_follow_suit" },
    });
    const follows = await follow({ ledSuit: "♥", card: "7H", hand: ["2S", "7H", "QD"] });
    expect(follows.body).toMatchObject({ legal: true, reason: { code: "follows", message: "Legal: 7H follows ♥." } });
  });

  it("with none of the led suit any card may go, a trump too; the leader plays anything", async () => {
    const free = await follow({ ledSuit: "C", card: "2S", hand: ["2S", "7H", "QD"] });
    expect(free.body).toMatchObject({
      legal: true,
      reason: { code: "cannotFollow", key: "ninety-nine-tricks.referee.legalCannotFollow" },
    });
    const leads = await follow({ card: "2S", hand: ["2S", "7H"] });
    expect(leads.body).toMatchObject({ legal: true, ledSuit: null, reason: { code: "leads" } });
  });

  it("refuses a card not in the hand, a card twice, the led card in the hand, a hand too big", async () => {
    for (const body of [
      { ledSuit: "H", card: "2S", hand: ["7H"] },
      { ledSuit: "H", card: "2S", hand: ["2S", "2S"] },
      { led: "7H", card: "2S", hand: ["2S", "7H"] },
      { led: "7H", ledSuit: "S", card: "2S", hand: ["2S"] },
      { ledSuit: "H", card: "2S", hand: fullDeck().slice(0, 13).map(cardCode) },
      { ledSuit: "H", card: "2X", hand: ["2X"] },
    ]) {
      const answer = await follow(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect((await follow({ ledSuit: "H", card: "2S", hand: [] })).status).toBe(400);
  });
});

describe("the bid check (bidEncoding)", () => {
  const bid = (body: Record<string, unknown>) => referee.check("ninety-nine-tricks", "bid", body);

  it("suit (the default): three cards of one suit, ♦ 0 ♠ 1 ♥ 2 ♣ 3; mixed suits are no bid", async () => {
    expect((await bid({ cards: ["2H", "7H", "KH"] })).body).toMatchObject({
      legal: true,
      bid: 2,
      encoding: "suit",
      max: 3,
    });
    expect((await bid({ suits: ["♣", "c", "C"] })).body.bid).toBe(3);
    const mixed = await bid({ cards: ["2C", "7H", "QS"] });
    expect(mixed.body).toMatchObject({ legal: false, bid: null, reason: { code: "bid_suits_mixed" } });
  });

  it("sum (the classic rules): the suit values added, 0–9", async () => {
    const sum = await bid({ options: { bidEncoding: "sum" }, cards: ["2C", "7H", "QS"] });
    expect(sum.body).toMatchObject({ legal: true, bid: 6, encoding: "sum", max: 9 });
    expect(sum.body.reason.message).toBe("Bid 6 (♣3 + ♥2 + ♠1).");
    expect((await bid({ options: { bidEncoding: "sum" }, suits: ["D", "D", "C"] })).body.bid).toBe(3);
  });

  it("refuses two cards, a card twice, a suit that is not one, both forms at once", async () => {
    for (const body of [
      { cards: ["2C", "7H"] },
      { cards: ["2C", "2C", "7H"] },
      { suits: ["C", "X", "H"] },
      { cards: ["2C", "7H", "QS"], suits: ["C", "H", "S"] },
      {},
    ]) {
      expect((await bid(body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe("in a session", () => {
  it("the session's three players in seat order; the round's starter leads unless another is named", async () => {
    const created = await api.createSession({
      game: "ninety-nine-tricks",
      players: ["Ann", "Ben", "Cem"],
      firstDealer: 1,
    });
    const { id } = created.body;
    const [ann, ben, cem] = created.body.players.map((p: any) => p.id);
    const table = await referee.table(id);
    expect(table.body).toMatchObject({ game: "ninety-nine-tricks", start: { leader: cem, seats: [ann, ben, cem] } });
    expect(table.body.checks.map((c: any) => c.name)).toEqual(["trick", "follow", "bid"]);
    const taken = await referee.inSession(id, "trick", { cards: ["KH", "AH", "2S"], trump: "S" });
    expect(taken.body).toMatchObject({ order: [cem, ann, ben], player: ben, nextLeader: ben });
    const led = await referee.inSession(id, "trick", { cards: ["KH", "AH", "2S"], trump: "S", leader: ann });
    expect(led.body.nextLeader).toBe(cem);
    const follows = await referee.inSession(id, "follow", { led: "KH", card: "2S", hand: ["2S", "7H"] });
    expect(follows.body.legal).toBe(false);
  });
});

const deck = fullDeck().map(cardCode);

describe("property: the endpoint answers the engine's verdict", () => {
  it("trick winner", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...SUITS, "none" as const),
        async (cards, trump) => {
          const answer = await trick({ cards, trump, seats, leader: "Ben" });
          const engine = trickWinner(cards, trump);
          if (!engine.ok) throw new Error("a unique trick of real cards is always judged");
          expect(answer.body).toMatchObject({
            winner: engine.winner,
            card: cardCode(engine.card),
            trumped: engine.trumped,
          });
          expect(answer.body.player).toBe(["Ben", "Cem", "Ann"][engine.winner]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("bid", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 3, maxLength: 3 }),
        fc.constantFrom("suit" as const, "sum" as const),
        async (cards, bidEncoding) => {
          const answer = await referee.check("ninety-nine-tricks", "bid", { options: { bidEncoding }, cards });
          const engine = bidFromSuits(
            cards.map((code) => code.slice(-1)),
            bidEncoding,
          );
          expect(answer.status).toBe(200);
          expect(answer.body.legal).toBe(engine.ok);
          expect(answer.body.bid).toBe(engine.ok ? engine.bid : null);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("follow check", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.option(fc.constantFrom(...SUITS), { nil: undefined }),
        async (hand, pick, ledSuit) => {
          const card = hand[pick % hand.length]!;
          const answer = await follow({ card, hand, ...(ledSuit ? { ledSuit } : {}) });
          const engine = isLegalFollow(card, ledSuit ?? null, hand);
          expect(answer.status).toBe(200);
          expect(answer.body.legal).toBe(engine.ok);
          if (!engine.ok)
            expect(answer.body.violations.map((v: any) => v.code)).toEqual(engine.violations.map((v) => v.code));
        },
      ),
      { numRuns: 100 },
    );
  });
});
