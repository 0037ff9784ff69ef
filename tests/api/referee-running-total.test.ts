// The running-total referee over the API (issue 25), Ninety-Eight and the adding game (Ring of 99 included): the
// tracker and the bust check with the sheets' examples and every variant, the session form with a hand in progress,
// bad input, and a property per game: the endpoint answers what play / bustCheck (the page's functions) answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, fullDeck } from "@/lib/games/cards";
import { ninetyEightOptionsSchema } from "@/lib/games/ninety-eight/options";
import { startRound } from "@/lib/games/ninety-eight/referee";
import { ninetyNineAddingOptionsSchema } from "@/lib/games/ninety-nine-adding/options";
import { startHand } from "@/lib/games/ninety-nine-adding/referee";
import { bustCheck } from "@/lib/games/running-total/bust-check";
import { play } from "@/lib/games/running-total/play";
import type { RefereeState } from "@/lib/games/running-total/types";
import { api } from "./client";
import { referee } from "./referee-client";

const eight = (check: string, body: Record<string, unknown>) => referee.check("ninety-eight", check, body);
const adding = (check: string, body: Record<string, unknown>) => referee.check("ninety-nine-adding", check, body);
const seats = ["Ann", "Ben", "Cem"];

describe("Ninety-Eight", () => {
  it("a K sets the total to 98; over 98 is refused; A and 10 count two ways", async () => {
    const king = await eight("total", { total: 93, card: "KS", seats, player: "Ann" });
    expect(king.body).toMatchObject({ legal: true, total: 98, limit: 98, after: { total: 98, player: "Ben" } });
    expect(king.body.reason).toMatchObject({ message: "Ann: KS → 98.", key: "runningTotal.played" });
    const over = await eight("total", { total: 90, card: "9D" });
    expect(over.body).toMatchObject({ legal: false, verdict: "illegal", total: 99, reason: { code: "over_limit" } });
    expect(over.body.after.total).toBe(90);
    const ace = await eight("total", { total: 90, card: "AS" });
    expect(ace.body).toMatchObject({ legal: null, verdict: "needsChoice" });
    expect(ace.body.choices).toEqual([
      { choice: 1, total: 91, legal: true },
      { choice: 11, total: 101, legal: false },
    ]);
    expect((await eight("total", { total: 95, card: "10H", choice: -10 })).body.total).toBe(85);
    expect((await eight("total", { total: 4, card: "10H", choice: -10 })).body.total).toBe(0);
    expect((await eight("total", { total: 90, card: "AS", choice: 11 })).body.legal).toBe(false);
  });

  it("Ninety-Nine rules: limit 99, K sets 99, 3 skips, 4 reverses", async () => {
    const options = { ninetyNineRules: true };
    expect((await eight("total", { options, total: 50, card: "KC" })).body).toMatchObject({ total: 99, limit: 99 });
    const three = await eight("total", { options, total: 10, card: "3S", seats, player: "Ann" });
    expect(three.body).toMatchObject({ total: 13, skipped: "Ben", after: { player: "Cem", direction: "clockwise" } });
    const four = await eight("total", { options, total: 10, card: "4S", seats, player: "Ann" });
    expect(four.body).toMatchObject({
      total: 10,
      reversed: true,
      after: { player: "Cem", direction: "counterClockwise" },
    });
    const conflict = await eight("total", { options: { ninetyNineRules: true, limit: 50 }, total: 10, card: "2S" });
    expect(conflict.status).toBe(422);
    expect(conflict.body.error.details.violations[0].code).toBe("option_conflict");
  });

  it("limit 50 (Speed 98), reverse fours, jack skip", async () => {
    expect((await eight("total", { options: { limit: 50 }, total: 45, card: "6S" })).body.legal).toBe(false);
    expect((await eight("total", { options: { limit: 50 }, total: 45, card: "KS" })).body.total).toBe(50);
    const four = await eight("total", { options: { reverseFours: true }, total: 20, card: "4H", seats, player: "Ben" });
    expect(four.body).toMatchObject({ total: 20, reversed: true, after: { player: "Ann" } });
    expect((await eight("total", { total: 20, card: "4H" })).body.total).toBe(24);
    const jack = await eight("total", { options: { jackSkip: true }, total: 20, card: "JH", seats, player: "Ben" });
    expect(jack.body).toMatchObject({ total: 20, skipped: "Cem", after: { player: "Ann" } });
    expect((await eight("total", { total: 20, card: "JH" })).body.total).toBe(30);
  });

  it("the bust check: at 95 with 5♠ 8♥ J♦ Q♣ the player is out, the total goes back to 0 and the next starts", async () => {
    const stuck = await eight("bust", { total: 95, hand: ["5S", "8H", "JD", "QC"], seats, player: "Ben" });
    expect(stuck.body).toMatchObject({
      bust: true,
      plays: [],
      leaving: ["Ben"],
      roundWinner: null,
      after: { total: 0, player: "Cem", out: ["Ben"], handOver: false },
      reason: { code: "bust", key: "ninety-eight.referee.out" },
    });
    const free = await eight("bust", { total: 95, hand: "5S 3H 10D" });
    expect(free.body).toMatchObject({ bust: false, reason: { code: "has_legal_play" } });
    expect(free.body.plays).toEqual([
      { card: "3H", total: 98 },
      { card: "10D", choice: -10, total: 85 },
    ]);
    const last = await eight("bust", { total: 95, hand: ["9S"], seats, player: "Ann", out: ["Cem"] });
    expect(last.body).toMatchObject({ bust: true, roundWinner: "Ben", after: { handOver: true, player: null } });
  });

  it("hand size: 4 by default, 5 with handSize 5; teams: the partner leaves the round too", async () => {
    const five = ["5S", "8H", "JD", "QC", "7C"];
    expect((await eight("bust", { total: 95, hand: five })).status).toBe(422);
    expect((await eight("bust", { options: { handSize: 5 }, total: 95, hand: five })).body.bust).toBe(true);
    expect((await eight("bust", { options: { handSize: 3 }, total: 95, hand: five.slice(0, 4) })).status).toBe(422);
    const four = ["Ann", "Ben", "Cem", "Dan"];
    const team = await eight("bust", { options: { teams: true }, total: 95, hand: ["9S"], seats: four, player: "Ben" });
    expect(team.body).toMatchObject({ bust: true, leaving: ["Ben", "Dan"], roundWinner: "Ann" });
    expect(
      (await eight("bust", { options: { teams: true }, total: 95, hand: ["9S"], seats, player: "Ben" })).status,
    ).toBe(422);
  });
});

describe("the adding game", () => {
  it("9 sets 99, K counts 0, 3 skips, 4 reverses (with two players the same player again)", async () => {
    expect((await adding("total", { total: 40, card: "9S" })).body.total).toBe(99);
    expect((await adding("total", { total: 99, card: "KS" })).body).toMatchObject({ legal: true, total: 99 });
    const three = await adding("total", { total: 10, card: "3S", seats, player: "Cem" });
    expect(three.body).toMatchObject({ total: 13, skipped: "Ann", after: { player: "Ben" } });
    const duel = await adding("total", { total: 10, card: "4S", seats: ["Ann", "Ben"], player: "Ann" });
    expect(duel.body).toMatchObject({
      total: 10,
      reversed: true,
      after: { player: "Ann", direction: "counterClockwise" },
    });
  });

  it("a bust at 99: every card goes over, the player busts and the hand is over", async () => {
    const bust = await adding("bust", { total: 99, hand: ["5S", "7H", "JD"], seats, player: "Ben" });
    expect(bust.body).toMatchObject({
      bust: true,
      leaving: ["Ben"],
      after: { handOver: true, player: null, out: ["Ben"] },
      reason: { code: "bust", key: "ninety-nine-adding.referee.outLast" },
    });
    const saved = await adding("bust", { total: 99, hand: ["5S", "KH", "4D"] });
    expect(saved.body.plays).toEqual([
      { card: "KH", total: 99 },
      { card: "4D", total: 99 },
    ]);
  });

  it("9/K swap, start total, countdown", async () => {
    const swap = { nineKingSwap: true };
    expect((await adding("total", { options: swap, total: 40, card: "9S" })).body.total).toBe(40);
    expect((await adding("total", { options: swap, total: 40, card: "KS" })).body.total).toBe(99);
    expect((await adding("total", { options: { startTotal: 50 }, card: "5S" })).body.total).toBe(55);
    const down = { countdown: true };
    expect((await adding("total", { options: down, card: "5S" })).body.total).toBe(94);
    const below = await adding("total", { options: down, total: 3, card: "5S" });
    expect(below.body).toMatchObject({ legal: false, reason: { code: "below_zero" } });
    expect((await adding("total", { options: down, total: 30, card: "9S" })).body.total).toBe(0);
    expect((await adding("total", { options: { ...down, startTotal: 50 }, card: "2S" })).body.total).toBe(47);
  });

  it("Ring of 99: limits 199 and 299, five-card hands, cards without value", async () => {
    const ring = { limit: 199, handSize: 5 };
    expect((await adding("total", { options: ring, total: 190, card: "9C" })).body.total).toBe(199);
    expect((await adding("total", { options: ring, total: 190, card: "JC" })).body.legal).toBe(false);
    expect((await adding("total", { options: ring, total: 150, card: "JC" })).body.total).toBe(160);
    expect((await adding("total", { options: { limit: 299 }, total: 200, card: "9C" })).body.total).toBe(299);
    expect((await adding("total", { total: 150, card: "JC" })).status).toBe(422);
    const nv = { ...ring, noValueCards: true };
    expect((await adding("total", { options: nv, total: 199, card: "NV" })).body).toMatchObject({
      legal: true,
      total: 199,
    });
    expect((await adding("bust", { options: nv, total: 199, hand: "5S 7H NV JD QC" })).body.bust).toBe(false);
    expect((await adding("bust", { options: ring, total: 199, hand: "5S 7H 8D JD QC" })).body.bust).toBe(true);
    expect((await adding("bust", { total: 99, hand: "5S 7H 8D JD" })).status).toBe(422);
    expect((await adding("total", { options: { limit: 150 }, card: "2S" })).status).toBe(400);
  });
});

describe("bad input", () => {
  it("a total outside the game's range, a card that does not exist, a card too often, a wrong choice", async () => {
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ["ninety-eight", "total", { total: 99, card: "2S" }],
      ["ninety-eight", "total", { total: -1, card: "2S" }],
      ["ninety-nine-adding", "total", { total: 100, card: "2S" }],
      ["ninety-eight", "total", { total: 10, card: "1S" }],
      ["ninety-eight", "total", { total: 10, card: "2S", choice: 11 }],
      ["ninety-eight", "bust", { total: 95, hand: ["5S", "5S"] }],
      ["ninety-eight", "bust", { total: 95, hand: ["5S", "XX"] }],
      ["ninety-eight", "bust", { total: 95, hand: [] }],
      ["ninety-eight", "total", { total: 10, card: "2S", seats, player: "Ann", out: ["Ann"] }],
    ];
    for (const [game, check, body] of cases) {
      const answer = await referee.check(game, check, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error.code).toBe("rule_violation");
    }
    // Two decks (more than five at a Ninety-Eight table, or `decks: 2`) hold a card twice, never three times.
    const six = ["A", "B", "C", "D", "E", "F"];
    expect((await eight("bust", { total: 95, hand: ["5S", "5S"], seats: six })).status).toBe(200);
    expect((await eight("bust", { total: 95, hand: ["5S", "5S"], decks: 2 })).status).toBe(200);
    expect((await eight("bust", { total: 95, hand: ["5S", "5S", "5S"], decks: 2 })).status).toBe(422);
    expect((await eight("total", { total: 10.5, card: "2S" })).status).toBe(400);
    expect((await eight("bust", { total: 10, hand: Array(6).fill("2S") })).status).toBe(400);
    expect((await eight("total", { total: 10, card: "2S", choice: 5 })).status).toBe(400);
    expect((await eight("total", { options: { lives: 0 }, total: 10, card: "2S" })).status).toBe(400);
  });
});

describe("in a session", () => {
  it("the hand opens at the start total with the round's starter; earlier plays are replayed", async () => {
    const created = await api.createSession({
      game: "ninety-nine-adding",
      players: ["Ann", "Ben", "Cem"],
      options: { startTotal: 50 },
    });
    const { id } = created.body;
    const [ann, ben, cem] = created.body.players.map((p: any) => p.id);
    const table = await referee.table(id);
    expect(table.body.start).toMatchObject({ total: 50, player: ben, seats: [ann, ben, cem], round: 1, dealer: ann });
    const first = await referee.inSession(id, "total", { card: "7S" });
    expect(first.body).toMatchObject({ total: 57, after: { player: cem } });
    const later = await referee.inSession(id, "total", { plays: [{ card: "7S" }, { card: "9H" }], card: "2C" });
    expect(later.body).toMatchObject({ legal: false, total: 101, after: { total: 99, player: ann } });
    const bust = await referee.inSession(id, "bust", { plays: [{ card: "9H" }], hand: ["5S", "7H", "JD"] });
    expect(bust.body).toMatchObject({ bust: true, leaving: [cem] });
    const stuck = await referee.inSession(id, "total", { plays: [{ card: "9H" }, { stuck: true }], card: "2C" });
    expect(stuck.status).toBe(422);
    expect(stuck.body.error.details.violations[0].code).toBe("hand_over");
    const refusedReplay = await referee.inSession(id, "total", { plays: [{ card: "9H" }, { card: "5S" }], card: "2C" });
    expect(refusedReplay.status).toBe(422);
    expect(refusedReplay.body.error.details.violations[0]).toMatchObject({ code: "over_limit", field: "plays.1" });
    expect((await referee.inSession(id, "play", { top: "7H", card: "8H" })).status).toBe(404);
  });

  it("Ninety-Eight: a stuck player leaves the hand and the total goes back to 0", async () => {
    const created = await api.createSession({ game: "ninety-eight", players: ["Ann", "Ben", "Cem"] });
    const [, ben, cem] = created.body.players.map((p: any) => p.id);
    const after = await referee.inSession(created.body.id, "total", {
      plays: [{ card: "KS" }, { stuck: true, hand: ["5S", "8H", "JD", "QC"] }],
      card: "7S",
    });
    expect(after.body).toMatchObject({ legal: true, total: 7, after: { out: [cem], player: ben } });
  });
});

const deck = fullDeck().map(cardCode);
const verdictOfEngine = (state: RefereeState, card: string, choice?: 1 | 11 | 10 | -10) => play(state, card, choice);

describe("property: the endpoint answers the engine's verdict", () => {
  it("Ninety-Eight, tracker and bust check", async () => {
    const options = fc.record({
      limit: fc.constantFrom(50, 98),
      reverseFours: fc.boolean(),
      jackSkip: fc.boolean(),
      ninetyNineRules: fc.boolean(),
      handSize: fc.integer({ min: 3, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(
        options,
        fc.nat(),
        fc.constantFrom(...deck),
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 3 }),
        async (raw, seed, card, hand) => {
          const given = raw.ninetyNineRules ? { ...raw, limit: 98 } : raw;
          const parsed = ninetyEightOptionsSchema.parse(given);
          const total = seed % (parsed.limit + 1);
          const state = { ...startRound(parsed, seats, "Ben"), total };
          const engine = verdictOfEngine(state, card);
          const answer = await eight("total", { options: given, total, card, seats, player: "Ben" });
          expect(answer.status).toBe(200);
          if (engine.kind === "played") expect(answer.body).toMatchObject({ legal: true, total: engine.state.total });
          if (engine.kind === "needs_choice") expect(answer.body.choices).toEqual(engine.options);
          if (engine.kind === "refused")
            expect(answer.body).toMatchObject({ legal: false, reason: { code: engine.code } });
          const bust = bustCheck(state, hand);
          const checked = await eight("bust", { options: given, total, hand, seats, player: "Ben" });
          if (bust.kind !== "checked") throw new Error("a hand of up to 3 real cards is always checked");
          expect(checked.body.bust).toBe(bust.bust);
          expect(checked.body.plays).toEqual(bust.legal);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("the adding game, tracker and bust check", async () => {
    const options = fc.record({
      startTotal: fc.constantFrom(0, 50, 75),
      countdown: fc.boolean(),
      nineKingSwap: fc.boolean(),
      limit: fc.constantFrom(99, 199, 299),
      handSize: fc.constantFrom(3, 5),
    });
    await fc.assert(
      fc.asyncProperty(
        options,
        fc.nat(),
        fc.constantFrom(...deck),
        fc.option(fc.constantFrom(1, 11, 10, -10), { nil: undefined }),
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 3 }),
        async (given, seed, card, choice, hand) => {
          const parsed = ninetyNineAddingOptionsSchema.parse(given);
          const total = seed % (parsed.limit + 1);
          const state = { ...startHand(parsed, seats, "Cem"), total };
          const engine = verdictOfEngine(state, card, choice as 1 | 11 | 10 | -10 | undefined);
          const answer = await adding("total", {
            options: given,
            total,
            card,
            seats,
            player: "Cem",
            ...(choice === undefined ? {} : { choice }),
          });
          if (engine.kind === "refused" && engine.code === "invalid_choice") {
            expect(answer.status).toBe(422);
          } else if (engine.kind === "played") {
            expect(answer.body).toMatchObject({ legal: true, total: engine.state.total, skipped: engine.skipped });
            expect(answer.body.after.player).toBe(engine.state.turn);
          } else if (engine.kind === "needs_choice") {
            expect(answer.body).toMatchObject({ legal: null, choices: engine.options });
          } else {
            expect(answer.body).toMatchObject({ legal: false, reason: { code: engine.code } });
          }
          const bust = bustCheck(state, hand);
          const checked = await adding("bust", { options: given, total, hand });
          if (bust.kind !== "checked") throw new Error("a hand of up to 3 real cards is always checked");
          expect(checked.body.bust).toBe(bust.bust);
          expect(checked.body.plays).toEqual(bust.legal);
        },
      ),
      { numRuns: 80 },
    );
  });
});
