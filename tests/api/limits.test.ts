// Issue 14, "Nothing is bounded" and chunked bodies: every limit answers in the documented error shape.
import { describe, expect, it } from "vitest";
import { POST as createSession } from "@/app/api/v1/sessions/route";
import { db } from "@/lib/db";
import { api, ninesSession } from "./client";
import { leagues } from "./league-client";

const CHUNK = 64 * 1024;

/** A body without a Content-Length, sent in 64 KiB chunks, counting how many the server pulled. */
function chunkedRequest(chunks: number, chunk: (i: number) => Uint8Array = () => new Uint8Array(CHUNK).fill(32)) {
  const sent = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.chunks === chunks) return controller.close();
      controller.enqueue(chunk(sent.chunks));
      sent.chunks += 1;
    },
  });
  const request = new Request("http://deckside.test/api/v1/sessions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, sent };
}

describe("bodies without a Content-Length", () => {
  it("a chunked 100 MB body is refused with 413 after reading just past 64 KiB", async () => {
    const { request, sent } = chunkedRequest(1600);
    expect(request.headers.get("content-length")).toBeNull();
    const started = performance.now();
    const response = await createSession(request);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: "payload_too_large", message: /64 KiB/ });
    // Two chunks cross the limit; the stream may have one more queued ahead. Reading 100 MB would pull all 1,600.
    expect(sent.chunks).toBeLessThanOrEqual(3);
    expect(elapsed).toBeLessThan(1000);
  });

  it("a chunked body just under the limit is read and used", async () => {
    const json = new TextEncoder().encode(JSON.stringify({ game: "nines", players: ["Ann", "Ben"] }));
    const total = CHUNK - 1;
    // The JSON, then spaces up to one byte under 64 KiB, in several chunks.
    const whole = new Uint8Array(total).fill(32);
    whole.set(json);
    const parts = 4;
    const size = Math.ceil(total / parts);
    const { request, sent } = chunkedRequest(parts, (i) => whole.slice(i * size, (i + 1) * size));
    const response = await createSession(request);
    expect(response.status).toBe(201);
    expect(sent.chunks).toBe(parts);
    expect((await response.json()).players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Ben"]);
  });
});

describe("a session holds at most 1,000 rounds", () => {
  it("the 1,000th round lands, the 1,001st is refused with 422 too_many_rounds and nothing is written", async () => {
    const s = await ninesSession(["Ann", "Ben"], { threshold: 10_000 });
    // 999 rounds written directly (a 1 for Ben each): entering them one by one would take the whole test's time.
    const entry = JSON.stringify(s.entry("Ann", { Ben: 1 }));
    await db.round.createMany({
      data: Array.from({ length: 999 }, (_, i) => ({ id: `r${i}-${s.id}`, sessionId: s.id, number: i + 1, entry })),
    });
    const thousandth = await api.addRound(s.id, s.entry("Ann", { Ben: 1 }), s.token);
    expect(thousandth.status).toBe(201);
    expect(thousandth.body.round.number).toBe(1000);

    const refused = await api.addRound(s.id, { ...s.entry("Ann", { Ben: 1 }), round: 1001 }, s.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "too_many_rounds", message: /at most 1000 rounds/ });
    expect(await db.round.count({ where: { sessionId: s.id } })).toBe(1000);
  });
});

describe("options beyond their maximum are refused (400, naming the option)", () => {
  it("a threshold of 2^53 − 1, 10,001 rounds, 21 lives", async () => {
    const cases: Array<[string, Record<string, number>, string]> = [
      ["nines", { threshold: 2 ** 53 - 1 }, "threshold"],
      ["nines", { rounds: 1001 }, "rounds"],
      ["ninety-nine-tricks", { target: 10_001 }, "target"],
      ["ninety-nine-tricks", { rounds: 1001 }, "rounds"],
      ["ninety-eight", { lives: 21 }, "lives"],
      ["ninety-nine-adding", { hands: 1001 }, "hands"],
    ];
    for (const [game, options, field] of cases) {
      const players = game === "ninety-nine-tricks" ? ["Ann", "Ben", "Cem"] : ["Ann", "Ben"];
      const reply = await api.createSession({ game, players, options });
      expect(reply.status, `${game} ${field}`).toBe(400);
      expect(reply.body.error.code).toBe("invalid_body");
      expect(reply.body.error.details.issues[0]).toMatchObject({ path: field, code: "too_big" });
    }
  });
});

describe("a league has at most 1,000 members", () => {
  it("a game that would bring in the 1,001st member is refused (422 too_many_members) and writes nothing", async () => {
    const league = (await leagues.create({ name: "Big club" })).body as { id: string; token: string };
    await db.leagueMember.createMany({
      data: Array.from({ length: 999 }, (_, i) => ({
        id: `m${i}-${league.id}`,
        leagueId: league.id,
        name: `P${i}`,
        nameKey: `p${i}`,
      })),
    });
    const game = (players: string[]) =>
      leagues.createSession({ game: "nines", players, leagueId: league.id }, league.token);
    expect((await game(["P1", "Ann"])).status).toBe(201); // the 1,000th
    const refused = await game(["Ann", "Ben"]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "too_many_members", message: /at most 1000 members/ });
    expect(await db.leagueMember.count({ where: { leagueId: league.id } })).toBe(1000);
    expect(await db.gameSession.count({ where: { leagueId: league.id } })).toBe(1);
    expect((await game(["P2", "ann"])).status).toBe(201); // members already in the league still play
  });
});
