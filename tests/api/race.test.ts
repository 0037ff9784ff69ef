// Two phones (or twenty) changing one session at once: every request is answered (never 500), at most one of
// the conflicting changes lands, and the stored rounds stay numbered 1..n and valid.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, expectError, type NinesTable, ninesSession, type Reply } from "./client";

/** The stored rounds agree with what the API shows: numbered 1..n without gaps, all passing the rules. */
async function expectConsistent(id: string): Promise<any> {
  const { status, body } = await api.getSession(id);
  expect(status).toBe(200);
  expect(body.problem).toBeUndefined();
  const stored = await db.round.findMany({ where: { sessionId: id }, orderBy: { number: "asc" } });
  expect(stored.map((r) => r.number)).toEqual(stored.map((_, index) => index + 1));
  expect(body.rounds.map((r: any) => r.number)).toEqual(stored.map((r) => r.number));
  expect(body.rounds.map((r: any) => r.entry)).toEqual(stored.map((r) => JSON.parse(r.entry)));
  return body;
}

function expectAnswered(replies: Reply[], allowed: Record<number, string[] | null>): void {
  for (const r of replies) {
    expect(Object.keys(allowed).map(Number), JSON.stringify(r.body)).toContain(r.status);
    const codes = allowed[r.status];
    if (codes) expect(codes).toContain(expectError(r, r.status, r.body.error?.code).code);
  }
}

const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;

/** A round everyone can play at any point of a long game: tiny penalties, Ann goes out. */
const small = (s: NinesTable, n = 1) => s.entry("Ann", { Ben: n, Cem: 1 });

describe("racing for the same round", () => {
  it("20 simultaneous POSTs of round 2: exactly one 201, nineteen 409 stale_round, two rounds stored", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 1000 });
    await s.play("Ann", { Ben: 5, Cem: 4 });
    // Each phone enters a different penalty for Ben so we can tell which one landed.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.addRound(s.id, { ...small(s, i + 1), round: 2 }, s.token)),
    );
    expect(count(replies, 201)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    for (const r of replies.filter((reply) => reply.status === 409)) {
      const error = expectError(
        r,
        409,
        "stale_round",
        /Round 2 (was just entered by someone else|cannot be added: the next round is 3)/,
      );
      expect(error.details).toEqual({ next: 3 });
    }
    const winner = replies.find((r) => r.status === 201)!;
    const session = await expectConsistent(s.id);
    expect(session.rounds).toHaveLength(2);
    expect(session.rounds[1].entry).toEqual(winner.body.round.entry);
    expect(session).toEqual({ ...winner.body.session, updatedAt: session.updatedAt });
  });

  it("20 simultaneous POSTs without the guard: each lands as its own next round or is refused, no gaps, no doubles", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 1000 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.addRound(s.id, small(s, i + 1), s.token)),
    );
    expectAnswered(replies, { 201: null, 409: ["stale_round"] });
    const landed = replies.filter((r) => r.status === 201);
    expect(landed.length).toBeGreaterThanOrEqual(1);
    const session = await expectConsistent(s.id);
    expect(session.rounds).toHaveLength(landed.length);
    expect(landed.map((r) => r.body.round.number).sort((a, b) => a - b)).toEqual(
      session.rounds.map((r: any) => r.number),
    );
    expect((await api.addRound(s.id, { ...small(s), round: landed.length + 1 }, s.token)).status).toBe(201);
  });
});

describe("racing different changes (regressions: these used to answer 500 and leave a broken session)", () => {
  it("POST racing DELETE of the last round: no gap in the round numbers, the session keeps working", async () => {
    for (let i = 0; i < 5; i++) {
      const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 1000 });
      await s.play("Ann", { Ben: 1, Cem: 1 });
      await s.play("Ann", { Ben: 1, Cem: 1 });
      const replies = await Promise.all([api.addRound(s.id, small(s, 7), s.token), api.deleteRound(s.id, 2, s.token)]);
      expectAnswered(replies, { 200: null, 201: null, 409: ["stale_round"], 404: ["not_found"] });
      expect(count(replies, 200) + count(replies, 201)).toBeGreaterThanOrEqual(1);
      const session = await expectConsistent(s.id);
      const next = session.rounds.length + 1;
      expect(session.next.round).toBe(next);
      const after = await api.addRound(s.id, { ...small(s), round: next }, s.token);
      expect(after.status, JSON.stringify(after.body)).toBe(201);
      await expectConsistent(s.id);
    }
  });

  it("PUT racing DELETE of the same round: one wins, the other is refused with a 4xx", async () => {
    for (let i = 0; i < 5; i++) {
      const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 1000 });
      await s.play("Ann", { Ben: 1, Cem: 1 });
      await s.play("Ann", { Ben: 1, Cem: 1 });
      const replies = await Promise.all([
        api.putRound(s.id, 2, small(s, 9), s.token),
        api.deleteRound(s.id, 2, s.token),
      ]);
      expectAnswered(replies, { 200: null, 404: ["not_found"], 409: ["stale_round"] });
      expect(count(replies, 200)).toBeGreaterThanOrEqual(1);
      const session = await expectConsistent(s.id);
      expect([1, 2]).toContain(session.rounds.length);
    }
  });

  it("PUT that ends the game racing POST of the next round: exactly one lands, never a round after the end", async () => {
    for (let i = 0; i < 5; i++) {
      const s = await ninesSession();
      await s.play("Ann", { Ben: 50, Cem: 40 });
      const replies = await Promise.all([
        api.putRound(s.id, 1, s.entry("Ann", { Ben: 100, Cem: 40 }), s.token),
        api.addRound(s.id, s.entry("Ben", { Ann: 3, Cem: 4 }), s.token),
      ]);
      expectAnswered(replies, { 200: null, 201: null, 409: ["stale_round", "game_finished"] });
      expect(count(replies, 200) + count(replies, 201)).toBe(1);
      const session = await expectConsistent(s.id);
      if (replies[0]!.status === 200) {
        expect(session.rounds).toHaveLength(1);
        expect(session.status).toBe("finished");
      } else {
        expect(session.rounds).toHaveLength(2);
        expect(session.status).toBe("active");
      }
      // Whatever happened, the session still answers new requests sensibly.
      const more = await api.addRound(s.id, s.entry("Cem", { Ann: 1, Ben: 1 }), s.token);
      expect([201, 409]).toContain(more.status);
    }
  });

  it("two undos of the same round: one 200, the other refused", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 1, Cem: 1 });
    await s.play("Ann", { Ben: 1, Cem: 1 });
    const replies = await Promise.all([api.deleteRound(s.id, 2, s.token), api.deleteRound(s.id, 2, s.token)]);
    expectAnswered(replies, { 200: null, 404: ["not_found"], 409: ["stale_round"] });
    expect(count(replies, 200)).toBe(1);
    expect((await expectConsistent(s.id)).rounds).toHaveLength(1);
  });

  it("a storm of POSTs, PUTs and DELETEs: every answer a 2xx or a 4xx, the session consistent afterwards", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 10_000 });
    for (let i = 0; i < 3; i++) await s.play("Ann", { Ben: 1, Cem: 1 });
    const requests: Array<Promise<Reply>> = [];
    for (let i = 0; i < 30; i++) {
      if (i % 3 === 0) requests.push(api.addRound(s.id, small(s, i + 1), s.token));
      if (i % 3 === 1) requests.push(api.putRound(s.id, 1 + (i % 4), small(s, i + 1), s.token));
      if (i % 3 === 2) requests.push(api.deleteRound(s.id, 3 + (i % 3), s.token));
    }
    const replies = await Promise.all(requests);
    expectAnswered(replies, { 200: null, 201: null, 404: ["not_found"], 409: ["stale_round", "not_last_round"] });
    const session = await expectConsistent(s.id);
    expect((await api.addRound(s.id, { ...small(s), round: session.rounds.length + 1 }, s.token)).status).toBe(201);
  });
});
