// Bad input never answers 500: odd bodies, odd ids, odd addresses, on every endpoint; always the error shape.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, expectError, expectRefused, ninesSession, type Reply } from "./client";

const ODD_BODIES: unknown[] = [
  null,
  [],
  "x",
  "",
  0,
  -1,
  1e308,
  true,
  {},
  [{}],
  { winner: null },
  { winner: 5, hands: { 5: 3 } },
  { winner: ["a"], hands: [] },
  { winner: { id: "a" }, hands: {} },
  { hands: { a: { b: { c: 1 } } } },
  { game: "nines", players: ["Ann", "Ben"] },
];

const ODD_RAW = [
  "{",
  "}",
  "nul",
  "undefined",
  "NaN",
  "{'a': 1}",
  '{"a": 1,}',
  "\uFEFF{}",
  "[".repeat(20_000) + "]".repeat(20_000),
  `{"winner":${"[".repeat(15_000)}${"]".repeat(15_000)}}`,
  '{"__proto__": {"round": 5}}',
  '{"constructor": {"prototype": {}}}',
];

function expectClientError(r: Reply, context: unknown): void {
  expect(r.status, `${JSON.stringify(context)?.slice(0, 80)} -> ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expectError(r, r.status, r.body.error.code);
}

describe("never a 500 for bad input", () => {
  it("POST /sessions with odd bodies: 4xx with the error shape, nothing stored", async () => {
    const before = await db.gameSession.count();
    for (const body of ODD_BODIES.filter((b) => !(b && typeof b === "object" && "game" in b))) {
      const r = await api.createSession(body);
      expectClientError(r, body);
      expect(r.status).toBe(400);
    }
    for (const raw of ODD_RAW) expectClientError(await api.createSession(undefined, raw), raw);
    const odd = [
      { game: "nines", players: null },
      { game: ["nines"], players: ["Ann", "Ben"] },
      { game: "nines", players: [{ name: "Ann" }, "Ben"] },
      { game: "nines", players: ["Ann", "Ben"], options: "hardNines" },
      { game: "nines", players: ["Ann", "Ben"], options: { threshold: null } },
      { game: "nines", players: ["Ann", "Ben"], options: { rounds: "5" } },
      { game: "nines", players: ["Ann", "Ben"], leagueId: 5 },
      { game: "nines", players: ["Ann", "Ben"], firstDealer: 1e300 },
      { game: "nines", players: Array.from({ length: 13 }, (_, i) => `P${i}`) },
    ];
    for (const body of odd) expectClientError(await api.createSession(body), body);
    expect(await db.gameSession.count()).toBe(before);
  });

  it("game names that are Object.prototype properties are unknown games, not a crash", async () => {
    const before = await db.gameSession.count();
    for (const game of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expectError(
        await api.createSession({ game, players: ["Ann", "Ben"] }),
        400,
        "invalid_body",
        new RegExp(`Unknown game "${game}"`),
      );
    }
    expect(await db.gameSession.count()).toBe(before);
  });

  it("POST /rounds with odd bodies: 4xx, nothing changed", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 4 });
    for (const body of ODD_BODIES) {
      const before = await api.getSession(s.id);
      expectClientError(await api.addRound(s.id, body, s.token), body);
      expect((await api.getSession(s.id)).body).toEqual(before.body);
    }
    for (const raw of ODD_RAW) {
      const before = await api.getSession(s.id);
      expectClientError(await api.addRound(s.id, undefined, s.token, raw), raw);
      expect((await api.getSession(s.id)).body).toEqual(before.body);
    }
  });

  it("numbers and Object.prototype names as player ids are unknown players (422), not a crash", async () => {
    const s = await ninesSession();
    const { Ann, Ben, Cem } = s.ids;
    const cases = [
      `{"winner":"5","hands":{"5":3,"${Ben}":1,"${Cem}":1}}`,
      `{"winner":"${Ann}","hands":{"0":3,"${Ben}":1,"${Cem}":1}}`,
      `{"winner":"constructor","hands":{"toString":1,"${Ann}":1,"${Ben}":1,"${Cem}":1}}`,
      `{"winner":"${Ann}","hands":{"hasOwnProperty":1,"${Ben}":1,"${Cem}":1}}`,
      `{"winner":"__proto__","hands":{"${Ann}":1,"${Ben}":1,"${Cem}":1}}`,
    ];
    for (const raw of cases) {
      const error = await expectRefused(
        s.id,
        () => api.addRound(s.id, undefined, s.token, raw),
        422,
        "rule_violation",
        /No player with id/,
      );
      expect(error.details.violations.some((v: any) => v.code === "unknown_player")).toBe(true);
    }
    // "__proto__" as a hand key is never taken as a player's hand.
    await expectRefused(
      s.id,
      () => api.addRound(s.id, undefined, s.token, `{"winner":"${Ann}","hands":{"__proto__":["KS"],"${Ben}":1}}`),
      422,
      "rule_violation",
      /Enter this player's remaining cards/,
    );
  });

  it("huge and negative numbers as penalties and round guards: 4xx", async () => {
    const s = await ninesSession();
    const { Ann, Ben, Cem } = s.ids;
    for (const penalty of [1e308, -1e308, 2 ** 53 + 2, -0.5]) {
      const r = await api.addRound(s.id, { winner: Ann, hands: { [Ben!]: penalty, [Cem!]: 1 } }, s.token);
      expectClientError(r, penalty);
    }
    for (const round of [1e308, -1, 2 ** 60])
      expectClientError(await api.addRound(s.id, { ...s.entry("Ann", { Ben: 1, Cem: 1 }), round }, s.token), round);
    expect((await api.getSession(s.id)).body.rounds).toEqual([]);
  });

  it("PUT and DELETE with odd bodies and odd round addresses: 4xx, nothing changed", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 4 });
    await s.play("Ben", { Ann: 5, Cem: 4 });
    for (const body of ODD_BODIES) {
      const before = await api.getSession(s.id);
      expectClientError(await api.putRound(s.id, 1, body, s.token), body);
      expect((await api.getSession(s.id)).body).toEqual(before.body);
    }
    const entry = s.entry("Cem", { Ann: 1, Ben: 1 });
    // Only plain digits address a round: "0x2", "2.0" or " 2" name no round.
    for (const address of [
      "0",
      "-1",
      "02",
      "2.0",
      "0x2",
      "2e0",
      " 2",
      "+2",
      "Infinity",
      "NaN",
      "two",
      "",
      "%32",
      "99999999999999999999999",
    ]) {
      await expectRefused(s.id, () => api.putRound(s.id, address, entry, s.token), 404, "not_found");
      await expectRefused(s.id, () => api.deleteRound(s.id, address, s.token), 404, "not_found");
    }
  });

  it("odd session ids: 404 on every endpoint", async () => {
    const s = await ninesSession();
    const entry = s.entry("Ann", { Ben: 1, Cem: 1 });
    for (const id of ["x", "constructor", "__proto__", "' OR 1=1 --", "%00", "a".repeat(500), s.ids.Ann!]) {
      expectError(await api.getSession(id), 404, "not_found");
      expectError(await api.addRound(id, entry, s.token), 404, "not_found");
      expectError(await api.putRound(id, 1, entry, s.token), 404, "not_found");
      expectError(await api.deleteRound(id, 1, s.token), 404, "not_found");
    }
  });

  it("errors carry code and message only (plus details when there are some); 500s never leak internals", async () => {
    const s = await ninesSession();
    const replies = [
      await api.createSession(undefined, "{"),
      await api.createSession({ game: "nines", players: ["Ann"] }),
      await api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 })),
      await api.addRound(s.id, s.entry("Ann", { Ben: 0, Cem: 1 }), s.token),
      await api.deleteRound(s.id, 1, s.token),
    ];
    expect(replies.map((r) => [r.status, r.body.error.code])).toEqual([
      [400, "invalid_json"],
      [422, "rule_violation"],
      [401, "unauthorized"],
      [422, "rule_violation"],
      [404, "not_found"],
    ]);
    for (const r of replies) {
      expectError(r, r.status, r.body.error.code);
      expect(JSON.stringify(r.body)).not.toMatch(/prisma|sqlite|stack|at \w+ \(/i);
    }
  });
});
