// A phone's backup, game by game (docs/phone-backup-format.md): GET /sessions/<id>/backup gives the game as a league
// backup holds it with this phone's edit secret (from the edit cookie, never the league's token), and
// POST /sessions/<id>/restore creates the game again with its ids, secret and rounds when the server lacks it, or
// only hands back the edit rights when it has it with that secret; nothing is written twice. Only the cookie jar
// (next/headers) is stood in for; the rest is the real code against this file's database.
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as backupRoute from "@/app/sessions/[id]/backup/route";
import * as restoreRoute from "@/app/sessions/[id]/restore/route";
import { leagueGameToken } from "@/lib/auth/token";
import { toBackupSession } from "@/lib/leagues/backup";
import { loadBackupSession } from "@/lib/leagues/data";
import { SCOREBOARD_COOKIES } from "@/lib/page-cookies";
import { bornBackupGame } from "@/lib/table/born-backup";
import { api, expectError, ninesSession } from "./client";
import { leagues } from "./league-client";

const jar = vi.hoisted(() => new Map<string, string>());

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

beforeEach(() => jar.clear());

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const sameOrigin = { "sec-fetch-site": "same-origin" };

async function backupOf(id: string, headers: Record<string, string> = sameOrigin) {
  const response = await backupRoute.GET(
    new Request(`http://deckside.test/sessions/${id}/backup`, { headers }),
    params(id),
  );
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as any };
}

async function restore(id: string, body: unknown, cookie = "") {
  const request = new Request(`http://deckside.test/sessions/${id}/restore`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...sameOrigin },
    body: JSON.stringify(body),
  });
  const response = await restoreRoute.POST(request, params(id));
  return { status: response.status, body: (await response.json()) as any, cookies: response.headers.getSetCookie() };
}

/** A Nines game of three rounds (not finished), on this phone: its edit cookie in the jar. */
async function playedGame() {
  const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 100 });
  await s.play("Ann", { Ben: 5, Cem: 7 });
  await s.play("Ben", { Ann: 3, Cem: 9 });
  await s.play("Cem", { Ann: 2, Ben: 4 });
  jar.set(`deckside-edit-${s.id}`, s.token);
  return s;
}

describe("GET /sessions/<id>/backup", () => {
  it("gives the game exactly as a league backup holds it, with this phone's secret", async () => {
    const s = await playedGame();
    const { status, body } = await backupOf(s.id);
    expect(status).toBe(200);
    expect(body.token).toBe(s.token);
    const record = await loadBackupSession(s.id);
    expect(body.session).toEqual(JSON.parse(JSON.stringify(toBackupSession(record!))));
    expect(body.session.players.map((p: any) => [p.name, p.id])).toEqual([
      ["Ann", s.ids.Ann],
      ["Ben", s.ids.Ben],
      ["Cem", s.ids.Cem],
    ]);
    expect(body.session.rounds.map((r: any) => r.number)).toEqual([1, 2, 3]);
  });

  it("a phone without the secret (or with a wrong one) gets the game with token null", async () => {
    const s = await playedGame();
    jar.clear();
    expect((await backupOf(s.id)).body.token).toBeNull();
    jar.set(`deckside-edit-${s.id}`, "x".repeat(43));
    expect((await backupOf(s.id)).body.token).toBeNull();
  });

  it("a league game's secret is its own (derived), never the league's token", async () => {
    const league = await leagues.create({ name: "Backup evening" });
    const created = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben"], leagueId: league.body.id },
      league.body.token,
    );
    jar.set(`deckside-league-${league.body.id}`, league.body.token);
    const { body } = await backupOf(created.body.id);
    expect(body.token).toBe(leagueGameToken(league.body.token, created.body.id));
    expect(JSON.stringify(body)).not.toContain(league.body.token);
  });

  it("an unknown game is 404; another site's request is 403", async () => {
    expectError(await backupOf("n".repeat(22)), 404, "not_found");
    const s = await playedGame();
    expectError(await backupOf(s.id, { "sec-fetch-site": "cross-site" }), 403, "forbidden");
  });
});

describe("POST /sessions/<id>/restore", () => {
  it("creates a missing game with its ids, rounds and secret, hands this phone the edit rights, and twice adds nothing", async () => {
    const s = await playedGame();
    const before = await api.getSession(s.id);
    const { body: entry } = await backupOf(s.id);
    expect((await leagues.deleteSession(s.id, s.token)).status).toBe(200);
    expectError(await api.getSession(s.id), 404, "not_found");

    const first = await restore(s.id, entry);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ outcome: "created" });
    expect(
      first.cookies.some(
        (c) => c.startsWith(`deckside-edit-${s.id}=${s.token};`) && c.includes(`Path=/sessions/${s.id}`),
      ),
    ).toBe(true);
    expect(first.cookies.some((c) => c.includes(s.id) && !c.startsWith("deckside-edit-"))).toBe(true);
    const after = await api.getSession(s.id);
    expect(after.body.players).toEqual(before.body.players);
    expect(after.body.rounds.map((r: any) => r.entry)).toEqual(before.body.rounds.map((r: any) => r.entry));
    expect(after.body.standings).toEqual(before.body.standings);
    expect(after.body.playedOn).toBe(entry.session.playedOn);

    // The old secret still edits it.
    const round4 = await api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 }), s.token);
    expect(round4.status, JSON.stringify(round4.body)).toBe(201);

    // Again (the same file): the game is there with that secret, so only the rights; no round is added twice.
    const again = await restore(s.id, entry);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ outcome: "present" });
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(4);
  });

  it("a game born offline (version 2) is created under the phone's id, players' ids and secret, with its rounds", async () => {
    const playerIds = ["bornplayer0aaaaaaaaaaa", "bornplayer1aaaaaaaaaaa", "bornplayer2aaaaaaaaaaa"];
    const born = {
      id: "borngame0aaaaaaaaaaaaa",
      token: "b".repeat(43),
      create: { game: "nines" as const, players: ["Ann", "Ben", "Cem"], playerIds, options: {}, firstDealer: 0 },
      createdAt: "2026-12-03T19:00:00.000Z",
    };
    const queued = (round: number, winner: number) => ({
      id: `queued-${round}`,
      sessionId: born.id,
      round,
      isEdit: false,
      entry: {
        winner: playerIds[winner],
        hands: Object.fromEntries(playerIds.filter((_, i) => i !== winner).map((p) => [p, 4])),
      },
      at: `2026-12-03T19:1${round}:00.000Z`,
    });
    const entry = bornBackupGame(born, [queued(1, 0), queued(2, 1)], "2026-12-03");
    expectError(await api.getSession(born.id), 404, "not_found");

    const restored = await restore(born.id, entry);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const session = (await api.getSession(born.id)).body;
    expect(session.players.map((p: any) => [p.id, p.name])).toEqual(
      playerIds.map((id, i) => [id, born.create.players[i]]),
    );
    expect(session.rounds.map((r: any) => r.entry)).toEqual([queued(1, 0).entry, queued(2, 1).entry]);
    expect(session.playedOn).toBe("2026-12-03");
    // The secret the phone chose edits it.
    const next = { winner: playerIds[2], hands: { [playerIds[0]!]: 1, [playerIds[1]!]: 2 } };
    expect((await api.addRound(born.id, next, born.token)).status).toBe(201);
  });

  it("a born league game is filed into its league with this phone's league token; without it nothing is written", async () => {
    const league = await leagues.create({ name: "Born evening" });
    const playerIds = ["bornleague0aaaaaaaaaaa", "bornleague1aaaaaaaaaaa"];
    const born = {
      id: "bornleaguegameaaaaaaa0",
      token: "l".repeat(43),
      create: {
        game: "nines" as const,
        players: ["Ann", "Ben"],
        playerIds,
        options: {},
        firstDealer: 0,
        leagueId: league.body.id,
      },
      createdAt: "2026-12-03T19:00:00.000Z",
    };
    const round = { winner: playerIds[0], hands: { [playerIds[1]!]: 6 } };
    const queued = {
      id: "q1",
      sessionId: born.id,
      round: 1,
      isEdit: false,
      entry: round,
      at: "2026-12-03T19:05:00.000Z",
    };
    const entry = bornBackupGame(born, [queued], "2026-12-03");
    expect(entry.leagueId).toBe(league.body.id);

    // A phone that has not joined the league: refused, and the game is not created as a casual one.
    expectError(await restore(born.id, entry), 401, "unauthorized");
    expectError(await api.getSession(born.id), 404, "not_found");

    jar.set(SCOREBOARD_COOKIES.leagueGames(league.body.id), league.body.token);
    const restored = await restore(born.id, entry);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const session = (await api.getSession(born.id)).body;
    expect(session.leagueId).toBe(league.body.id);
    expect(session.rounds.map((r: any) => r.entry)).toEqual([round]);
    // Its own secret (the one the phone chose) still edits it.
    expect(
      (await api.addRound(born.id, { winner: playerIds[1], hands: { [playerIds[0]!]: 2 } }, born.token)).status,
    ).toBe(201);
  });

  it("two restores of one missing game at once make one game with each round once", async () => {
    const s = await playedGame();
    const { body: entry } = await backupOf(s.id);
    expect((await leagues.deleteSession(s.id, s.token)).status).toBe(200);
    const both = await Promise.all([restore(s.id, entry), restore(s.id, entry)]);
    for (const r of both) expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(3);
  });

  it("a game present under another secret is 409 id_taken and left as it is", async () => {
    const s = await playedGame();
    const { body: entry } = await backupOf(s.id);
    const refused = await restore(s.id, { ...entry, token: "o".repeat(43) });
    expect(expectError(refused, 409, "id_taken").details).toEqual({ field: "id" });
    expect(refused.cookies).toEqual([]);
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(3);
  });

  it("a game the phone only watched: listed again when present, refused when this server lacks it", async () => {
    const s = await playedGame();
    jar.clear();
    const { body: entry } = await backupOf(s.id);
    expect(entry.token).toBeNull();
    const present = await restore(s.id, entry);
    expect(present.body).toEqual({ outcome: "present" });
    expect(present.cookies.some((c) => c.startsWith("deckside-edit-"))).toBe(false);
    const missing = { ...entry, session: { ...entry.session, id: "m".repeat(22) } };
    expectError(await restore(missing.session.id, missing), 404, "not_found", /only watched/);
  });

  it("a round the rules refuse: the game is not left half restored, and the error names the refusal", async () => {
    const s = await playedGame();
    const { body: entry } = await backupOf(s.id);
    expect((await leagues.deleteSession(s.id, s.token)).status).toBe(200);
    const broken = structuredClone(entry);
    broken.session.rounds[2].entry.winner = s.ids.Ann;
    broken.session.rounds[2].entry.hands = { [s.ids.Ann!]: 3, [s.ids.Ben!]: 4, [s.ids.Cem!]: 5 };
    const refused = await restore(s.id, broken);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.code).toBe("rule_violation");
    expect(refused.cookies).toEqual([]);
    expectError(await api.getSession(s.id), 404, "not_found");
    // The good file still restores afterwards.
    expect((await restore(s.id, entry)).status).toBe(201);
  });

  it("refuses a body that is no game of a phone backup, or names another id than the address", async () => {
    const s = await playedGame();
    const { body: entry } = await backupOf(s.id);
    expectError(await restore(s.id, { hello: 1 }), 400, "invalid_body");
    expectError(await restore("z".repeat(22), entry), 400, "invalid_body", /another game id/);
  });
});
