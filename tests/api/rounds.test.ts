// POST /api/v1/sessions/:id/rounds: scoring, auth, shape (400), Nines rules (422), finished games and the round guard (409).
import { describe, expect, it } from "vitest";
import { createClient } from "@/lib/db";
import { api, containsToken, expectError, expectRefused, type Ids, ninesSession, table, violations } from "./client";

describe("POST rounds: scoring", () => {
  it("201 { round, session } with the round's scores and the totals", async () => {
    const s = await ninesSession();
    const body = s.entry("Ann", { Ben: ["KS", "9H"], Cem: ["AD", "3C"] });
    const r = await api.addRound(s.id, body, s.token);
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["round", "session", "version"]);
    expect(r.body.round).toMatchObject({
      number: 1,
      entry: body,
      scores: { [s.ids.Ann!]: 0, [s.ids.Ben!]: 25, [s.ids.Cem!]: 4 },
      tiebreak: false,
    });
    expect(r.body.session.rounds).toEqual([r.body.round]);
    expect(table(r.body.session)).toEqual([
      ["Ann", 0, 1],
      ["Cem", 4, 2],
      ["Ben", 25, 3],
    ]);
    expect(r.body.session.status).toBe("active");
    expect(r.body.session.next).toEqual({ round: 2, dealer: s.ids.Ben, starter: s.ids.Cem });
    expect(containsToken(r.body, s.token)).toBe(false);
    // What the POST answered is what a reader sees.
    expect((await api.getSession(s.id)).body).toEqual(r.body.session);
  });

  it("takes a hand as an array, as a typed string, or as a penalty number", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem", "Dan"]);
    const r = await api.addRound(s.id, s.entry("Ben", { Ann: ["KS", "9H"], Cem: "KD 9c", Dan: 23 }), s.token);
    expect(r.status).toBe(201);
    expect(r.body.round.scores).toEqual({ [s.ids.Ann!]: 25, [s.ids.Ben!]: 0, [s.ids.Cem!]: 25, [s.ids.Dan!]: 23 });
  });

  it("reads card notation: any case, T for ten, suit symbols, commas and spaces", async () => {
    const s = await ninesSession();
    const r = await api.addRound(s.id, s.entry("Ann", { Ben: "10♦, qh;ts", Cem: ["a♠", "2♣", "9♥️", "jd"] }), s.token);
    expect(r.status).toBe(201);
    // 10 + 10 + 10 = 30; 1 + 2 + 15 + 10 = 28.
    expect(r.body.round.scores).toEqual({ [s.ids.Ann!]: 0, [s.ids.Ben!]: 30, [s.ids.Cem!]: 28 });
  });

  it("scores every rank by the rulings (A 1, 2-8 and 10 face value, J/Q/K 10, 9 15)", async () => {
    const s = await ninesSession(["Ann", "Ben"], { threshold: 1000 });
    const hand = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"];
    const r = await api.addRound(s.id, s.entry("Ann", { Ben: hand }), s.token);
    expect(r.body.round.scores[s.ids.Ben!]).toBe(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 15 + 10 + 10 + 10 + 10);
  });

  it("counts a 9 as 25 with hardNines", async () => {
    const s = await ninesSession(["Ann", "Ben"], { hardNines: true });
    const r = await api.addRound(s.id, s.entry("Ann", { Ben: "9S 9H 2C" }), s.token);
    expect(r.body.round.scores[s.ids.Ben!]).toBe(52);
  });

  it("lets the winner be listed with no cards (empty array, empty string or 0)", async () => {
    const s = await ninesSession();
    for (const empty of [[], "", 0]) {
      const r = await api.addRound(s.id, s.entry("Ann", { Ann: empty, Ben: 1, Cem: 1 }), s.token);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.round.scores[s.ids.Ann!]).toBe(0);
    }
  });

  it("adds up the totals round after round", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 10, Cem: 20 });
    await s.play("Ben", { Ann: 5, Cem: 1 });
    const { session } = await s.play("Cem", { Ann: 7, Ben: 30 });
    expect(table(session)).toEqual([
      ["Ann", 12, 1],
      ["Cem", 21, 2],
      ["Ben", 40, 3],
    ]);
    expect(session.rounds.map((r: any) => r.number)).toEqual([1, 2, 3]);
  });

  it("accepts lastCard when it is a real card, and a 9 when noNineFinish is off", async () => {
    const s = await ninesSession();
    const r = await api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 2 }, { lastCard: "9S" }), s.token);
    expect(r.status).toBe(201);
    expect(r.body.round.entry.lastCard).toBe("9S");
  });

  it("allows a card twice with doubleDeck", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { doubleDeck: true });
    const r = await api.addRound(s.id, s.entry("Ann", { Ben: "KS QH", Cem: "KS" }), s.token);
    expect(r.status).toBe(201);
    expect(r.body.round.scores[s.ids.Cem!]).toBe(10);
  });

  it("accepts a penalty up to what the whole deck is worth less the winner's last card", async () => {
    const s = await ninesSession(["Ann", "Ben"], { threshold: 10_000 });
    // Issue 9: 364 is the whole deck, but the winner's last card lies on the pile (tests/api/nines-deck.test.ts).
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 363 }), s.token)).status).toBe(201);
  });
});

describe("POST rounds: auth (401, nothing changed)", () => {
  it("refuses a change without a token, with a wrong token, and with another session's token", async () => {
    const s = await ninesSession();
    const other = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 4 });
    const body = s.entry("Ben", { Ann: 3, Cem: 4 });
    await expectRefused(
      s.id,
      () => api.addRound(s.id, body),
      401,
      "unauthorized",
      /needs the session's token.*Authorization: Bearer/,
    );
    await expectRefused(s.id, () => api.addRound(s.id, body, "not-the-token"), 401, "unauthorized", /does not match/);
    await expectRefused(s.id, () => api.addRound(s.id, body, other.token), 401, "unauthorized", /does not match/);
    await expectRefused(s.id, () => api.addRound(s.id, body, s.token.slice(0, -1)), 401, "unauthorized");
    await expectRefused(s.id, () => api.addRound(s.id, body, { authorization: s.token }), 401, "unauthorized");
    await expectRefused(
      s.id,
      () => api.addRound(s.id, body, { authorization: `Basic ${s.token}` }),
      401,
      "unauthorized",
    );
    await expectRefused(s.id, () => api.addRound(s.id, body, { authorization: "Bearer " }), 401, "unauthorized");
    // The other session is untouched too, and the right token still works.
    expect((await api.getSession(other.id)).body.rounds).toEqual([]);
    expect((await api.addRound(s.id, body, { authorization: `bearer  ${s.token}` })).status).toBe(201);
  });

  it("404 for a session that does not exist", async () => {
    const s = await ninesSession();
    expectError(
      await api.addRound("no-such-session", s.entry("Ann", { Ben: 1, Cem: 1 }), s.token),
      404,
      "not_found",
      /no-such-session/,
    );
  });
});

describe("POST rounds: wrong shape (400, nothing changed)", () => {
  it("refuses entries of the wrong shape, naming the field", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 4 });
    const { Ann, Ben, Cem } = s.ids as Ids;
    const cases: Array<[unknown, RegExp]> = [
      [{ winner: Ann, hands: "KS 9H" }, /hands/],
      [{ winner: Ann, hands: [["KS"], 4] }, /hands/],
      [{ winner: Ann, hands: null }, /hands/],
      [{ winner: Ann }, /hands/],
      [{ hands: { [Ben]: 5, [Cem]: 4 } }, /winner/],
      [{ winner: 0, hands: { [Ben]: 5, [Cem]: 4 } }, /winner/],
      [{ winner: "", hands: { [Ben]: 5, [Cem]: 4 } }, /winner/],
      [{ winner: Ann, hands: { [Ben]: 2.5, [Cem]: 4 } }, new RegExp(`hands\\.${Ben}`)],
      [{ winner: Ann, hands: { [Ben]: true, [Cem]: 4 } }, new RegExp(`hands\\.${Ben}`)],
      [{ winner: Ann, hands: { [Ben]: null, [Cem]: 4 } }, new RegExp(`hands\\.${Ben}`)],
      [{ winner: Ann, hands: { [Ben]: ["KS", 9], [Cem]: 4 } }, new RegExp(`hands\\.${Ben}`)],
      [{ winner: Ann, hands: { [Ben]: { KS: 1 }, [Cem]: 4 } }, new RegExp(`hands\\.${Ben}`)],
      [{ winner: Ann, hands: { [Ben]: 5, [Cem]: 4 }, bonus: 10 }, /bonus/],
      [{ winner: Ann, hands: { [Ben]: 5, [Cem]: 4 }, lastCard: 9 }, /lastCard/],
      [{ winner: Ann, hands: { [Ben]: 5, [Cem]: 4 }, round: "2" }, /round/],
      [{ winner: Ann, hands: { [Ben]: 5, [Cem]: 4 }, round: 0 }, /round/],
      [{ winner: Ann, hands: { [Ben]: 5, [Cem]: 4 }, round: 1.5 }, /round/],
      [{ winner: Ann, hands: { [Ben]: 5, [Cem]: 4 }, round: null }, /round/],
    ];
    for (const [body, field] of cases) {
      const error = await expectRefused(s.id, () => api.addRound(s.id, body, s.token), 400, "invalid_body", field);
      expect(Array.isArray(error.details?.issues), JSON.stringify(error)).toBe(true);
    }
  });

  it("refuses bodies that are not an object, and bodies that are not JSON", async () => {
    const s = await ninesSession();
    for (const body of [null, [], "x", 5, true, [{ winner: s.ids.Ann }]]) {
      await expectRefused(s.id, () => api.addRound(s.id, body, s.token), 400, "invalid_body");
    }
    await expectRefused(
      s.id,
      () => api.addRound(s.id, undefined, s.token, "{winner:"),
      400,
      "invalid_json",
      /not valid JSON/,
    );
    await expectRefused(s.id, () => api.addRound(s.id, undefined, s.token, ""), 400, "invalid_json", /empty/);
  });

  it("413 for a round body over 64 KiB", async () => {
    const s = await ninesSession();
    const big = s.entry("Ann", { Ben: "KS ".repeat(25_000), Cem: 1 });
    await expectRefused(s.id, () => api.addRound(s.id, big, s.token), 413, "payload_too_large", /64 KiB/);
  });
});

describe("POST rounds: Nines rules (422 with violations, nothing changed)", () => {
  async function refusedRule(s: Awaited<ReturnType<typeof ninesSession>>, body: unknown, message?: RegExp) {
    const error = await expectRefused(s.id, () => api.addRound(s.id, body, s.token), 422, "rule_violation", message);
    const list = violations(error);
    expect(list.length).toBeGreaterThan(0);
    // The headline is the first violation.
    expect(error.message).toBe(list[0]!.message);
    return list;
  }

  it("an unknown player id in the hands", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("Ann", { Ben: 5, Cem: 4, stranger: 3 }), /No player with id "stranger"/);
    expect(list).toEqual([expect.objectContaining({ code: "unknown_player", field: "hands.stranger" })]);
  });

  it("an unknown winner", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("nobody", { Ben: 5, Cem: 4 }), /No player with id "nobody"/);
    expect(list).toEqual([
      expect.objectContaining({ code: "unknown_player", field: "winner" }),
      expect.objectContaining({ code: "missing_hand", field: `hands.${s.ids.Ann}` }),
    ]);
  });

  it("a player id of another session", async () => {
    const s = await ninesSession();
    const other = await ninesSession();
    const list = await refusedRule(
      s,
      { winner: other.ids.Ann, hands: { [s.ids.Ben!]: 5, [s.ids.Cem!]: 4 } },
      /No player with id/,
    );
    expect(list[0]).toMatchObject({ code: "unknown_player", field: "winner" });
  });

  it("a missing hand, naming whose", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("Ann", { Ben: 5 }), /Enter this player's remaining cards or penalty/);
    expect(list).toEqual([expect.objectContaining({ code: "missing_hand", field: `hands.${s.ids.Cem}` })]);
    // Object.prototype names are not hands.
    await refusedRule(s, { winner: s.ids.Ann, hands: { [s.ids.Ben!]: 5, constructor: 4 } });
  });

  it("a winner holding cards or a penalty", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("Ann", { Ann: "KS", Ben: 5, Cem: 4 }), /holds no cards/);
    expect(list).toEqual([expect.objectContaining({ code: "winner_has_cards", field: `hands.${s.ids.Ann}` })]);
    const list2 = await refusedRule(s, s.entry("Ann", { Ann: 5, Ben: 5, Cem: 4 }), /holds no cards/);
    expect(list2[0]).toMatchObject({ code: "winner_has_cards", field: `hands.${s.ids.Ann}` });
  });

  it("a card entered twice with one deck (across hands and within a hand)", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("Ann", { Ben: "KS 2H", Cem: ["ks"] }), /KS is entered 2 times.*one deck/);
    expect(list).toEqual([expect.objectContaining({ code: "duplicate_card", params: { card: "KS", max: 1 } })]);
    await refusedRule(s, s.entry("Ann", { Ben: "10H TH", Cem: 3 }), /10H is entered 2 times/);
    // The last card played counts as a card of the deck too.
    await refusedRule(s, s.entry("Ann", { Ben: "QD", Cem: 3 }, { lastCard: "QD" }), /QD is entered 2 times/);
  });

  it("a card entered three times with doubleDeck", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { doubleDeck: true });
    const list = await refusedRule(s, s.entry("Ann", { Ben: "KS KS", Cem: "KS" }), /KS is entered 3 times.*two decks/);
    expect(list[0]).toMatchObject({ code: "duplicate_card", params: { card: "KS", max: 2 } });
  });

  it("a code that is not a card", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("Ann", { Ben: "KS ZZ", Cem: ["1S", "9X"] }), /"ZZ" is not a card.*KS/);
    expect(list).toEqual([
      expect.objectContaining({ code: "invalid_card", field: `hands.${s.ids.Ben}`, params: { card: "ZZ" } }),
      expect.objectContaining({ code: "invalid_card", field: `hands.${s.ids.Cem}`, params: { card: "1S" } }),
      expect.objectContaining({ code: "invalid_card", field: `hands.${s.ids.Cem}`, params: { card: "9X" } }),
    ]);
    const last = await refusedRule(s, s.entry("Ann", { Ben: 1, Cem: 1 }, { lastCard: "11H" }), /"11H" is not a card/);
    expect(last[0]).toMatchObject({ code: "invalid_card", field: "lastCard" });
  });

  it("a penalty below 1 or above what the deck is worth", async () => {
    const s = await ninesSession();
    for (const penalty of [0, -3]) {
      const list = await refusedRule(s, s.entry("Ann", { Ben: penalty, Cem: 4 }), /penalty of 1 or more/);
      expect(list).toEqual([expect.objectContaining({ code: "penalty_too_low", field: `hands.${s.ids.Ben}` })]);
    }
    const high = await refusedRule(
      s,
      s.entry("Ann", { Ben: 365, Cem: 4 }),
      /more than the whole deck is worth \(364\)/,
    );
    expect(high[0]).toMatchObject({ code: "penalty_too_high", field: `hands.${s.ids.Ben}` });
  });

  it("an empty hand for a player who did not go out", async () => {
    const s = await ninesSession();
    for (const empty of [[], "", " , "]) {
      const list = await refusedRule(s, s.entry("Ann", { Ben: empty, Cem: 4 }), /holds at least one card/);
      expect(list[0]).toMatchObject({ code: "empty_hand", field: `hands.${s.ids.Ben}` });
    }
  });

  it("going out on a 9 with noNineFinish", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { noNineFinish: true });
    const list = await refusedRule(
      s,
      s.entry("Ann", { Ben: 5, Cem: 4 }, { lastCard: "9h" }),
      /Going out on a 9 is not allowed/,
    );
    expect(list).toEqual([expect.objectContaining({ code: "nine_finish", field: "lastCard" })]);
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 5, Cem: 4 }, { lastCard: "8H" }), s.token)).status).toBe(
      201,
    );
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 5, Cem: 4 }), s.token)).status).toBe(201);
  });

  it("lists every problem of an entry at once", async () => {
    const s = await ninesSession();
    const list = await refusedRule(s, s.entry("Ann", { Ann: "2C", Ben: "XX KS", stranger: 1 }));
    expect(list.map((v) => v.code).sort()).toEqual([
      "invalid_card",
      "missing_hand",
      "unknown_player",
      "winner_has_cards",
    ]);
  });
});

describe("POST rounds: conflicts (409, nothing changed)", () => {
  it("game_finished once the game is over", async () => {
    const s = await ninesSession(["Ann", "Ben"], { rounds: 1 });
    await s.play("Ann", { Ben: 5 });
    expect((await api.getSession(s.id)).body.status).toBe("finished");
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ben", { Ann: 5 }), s.token),
      409,
      "game_finished",
      /game is over/,
    );
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ben", { Ann: 5 }, { round: 2 }), s.token),
      409,
      "game_finished",
    );
  });

  it("stale_round when the `round` guard is not the next round number", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 4 });
    for (const round of [1, 3, 99]) {
      const error = await expectRefused(
        s.id,
        () => api.addRound(s.id, s.entry("Ben", { Ann: 5, Cem: 4 }, { round }), s.token),
        409,
        "stale_round",
        new RegExp(`Round ${round} cannot be added: the next round is 2.*reload`),
      );
      expect(error.details).toEqual({ next: 2 });
    }
    const ok = await api.addRound(s.id, s.entry("Ben", { Ann: 5, Cem: 4 }, { round: 2 }), s.token);
    expect(ok.status).toBe(201);
    expect(ok.body.round.number).toBe(2);
    // The guard is not part of the stored entry.
    expect(ok.body.round.entry).toEqual(s.entry("Ben", { Ann: 5, Cem: 4 }));
  });
});

describe("POST rounds after a write by another process", () => {
  it("a round written elsewhere (its version and time moved, as every round write moves them) is read, not the kept rows", async () => {
    const s = await ninesSession();
    const first = await api.addRound(s.id, s.entry("Ann", { Ben: 5, Cem: 7 }), s.token);
    expect(first.status).toBe(201);
    // Another server on the same database: round 1 undone there, with the lock statement's version and time.
    const other = createClient(process.env.DATABASE_URL);
    try {
      await other.$transaction([
        other.round.deleteMany({ where: { sessionId: s.id, number: 1 } }),
        other.gameSession.update({
          where: { id: s.id },
          data: { version: { increment: 1 }, updatedAt: new Date(Date.now() + 1000) },
        }),
      ]);
    } finally {
      await other.$disconnect();
    }
    const again = await api.addRound(s.id, { ...s.entry("Ben", { Ann: 3, Cem: 4 }), round: 1 }, s.token);
    expect(again.status).toBe(201);
    expect(again.body.session.rounds.map((r: { number: number }) => r.number)).toEqual([1]);
    expect(again.body.round.entry).toMatchObject({ winner: s.ids.Ben });
    expect((await api.getSession(s.id)).body).toEqual(again.body.session);
    // The next round goes on from this write in this process.
    const next = await api.addRound(s.id, { ...s.entry("Cem", { Ann: 1, Ben: 2 }), round: 2 }, s.token);
    expect(next.status).toBe(201);
    expect((await api.getSession(s.id)).body).toEqual(next.body.session);
  });
});
