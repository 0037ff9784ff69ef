// A league import (POST /api/v1/leagues/import, no token) can stall nothing and break no limit (docs/limits.md):
// it checks what the API checks, runs one at a time in slices that leave the event loop free, is budgeted per
// client, and takes back every backup Deckside writes (docs/backup-format.md).
import { describe, expect, it } from "vitest";
import { GET as backupRoute } from "@/app/api/v1/leagues/[id]/backup/route";
import { POST as importRoute } from "@/app/api/v1/leagues/import/route";
import { db } from "@/lib/db";
import { IMPORT_BURST } from "@/lib/imports/gate";
import { removeAbandonedImports } from "@/lib/imports/mutations";
import { BACKUP_MAX_BYTES, MAX_BACKUP_SESSIONS } from "@/lib/leagues/backup-schema";
import { IMPORTING } from "@/lib/leagues/importing";
import { backupDocument } from "./backup-document";
import { api, expectError, type Reply } from "./client";
import { leagues } from "./league-client";
import { seedLeague } from "./league-seed";

const base = "http://deckside.test";

async function send(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return importRoute(
    new Request(`${base}/api/v1/leagues/import`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      // A stream body (sent chunked, without Content-Length) needs this.
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
  );
}

async function restore(document: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await send(JSON.stringify(document), headers);
  return { status: response.status, body: await response.json() };
}

async function counts() {
  return {
    leagues: await db.league.count(),
    members: await db.leagueMember.count(),
    sessions: await db.gameSession.count(),
    rounds: await db.round.count(),
  };
}

describe("an import checks what the API checks", () => {
  it("refuses more than 1,000 members (422 too_many_members) and cleans names as the API does", async () => {
    const before = await counts();
    const crowd = backupDocument({ games: 1, rounds: 2, members: 1001 });
    const refused = expectError(await restore(crowd), 422, "too_many_members");
    expect(refused.details).toEqual({ max: 1000 });
    expect(await counts()).toEqual(before);

    const named = backupDocument({ games: 1, rounds: 2 });
    named.members[0]!.name = "\u202eAnn\u202c ";
    const restored = await restore(named);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const got = await leagues.get(restored.body.id);
    expect(got.body.members.map((m: any) => m.name).sort()).toEqual(["Ann", "Ben", "Cem"]);
    const invisible = backupDocument({ games: 1, rounds: 2 });
    invisible.members[1]!.name = "\u200b\u3164";
    expectError(await restore(invisible), 400, "invalid_body", /members\.1\.name/);
  });

  it("refuses a game, round or league dated in the future (beyond a day of clock skew), and accepts tomorrow", async () => {
    const before = await counts();
    const later = backupDocument({ games: 2, rounds: 3 });
    later.sessions[1]!.playedOn = "2099-01-01";
    let error = expectError(await restore(later), 422, "rule_violation", /Game 2 \(nines, 2099-01-01\)/);
    expect(error.details.violations[0].code).toBe("played_in_future");
    const round = backupDocument({ games: 1, rounds: 3 });
    round.sessions[0]!.rounds[2]!.createdAt = "2099-01-01T10:00:00.000Z";
    error = expectError(await restore(round), 422, "rule_violation", /Game 1 .*round 3/);
    expect(error.details.round).toBe(3);
    const league = backupDocument({ games: 1, rounds: 1 });
    (league.league as Record<string, unknown>).createdAt = "2099-01-01T10:00:00.000Z";
    expectError(await restore(league), 422, "rule_violation", /The league/);
    expect(await counts()).toEqual(before);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await restore(backupDocument({ games: 1, rounds: 1, playedOn: tomorrow }))).status).toBe(201);
  });

  it("refuses a game of more than 1,000 rounds as a round submit does (422 too_many_rounds), writing nothing", async () => {
    const before = await counts();
    const long = backupDocument({ games: 1, rounds: 1000 });
    const first = long.sessions[0]!.rounds[0]!;
    long.sessions[0]!.rounds.push({ ...first, number: 1001 });
    const error = expectError(await restore(long), 422, "too_many_rounds");
    expect(error.details).toMatchObject({ max: 1000, session: { index: 0 } });
    // Option ranges stay the game's own (400 naming the option).
    const options = backupDocument({ games: 1, rounds: 1 });
    options.sessions[0]!.options.threshold = 10_001;
    expectError(await restore(options), 400, "invalid_body", /sessions\.0\.options\.threshold/);
    expect(await counts()).toEqual(before);
  });
});

describe("an import shares the server", () => {
  it("restores a backup over 10 MiB while health answers within a second, and the league's own backup restores again", async () => {
    const document = backupDocument({ games: 60, rounds: 1000 });
    const text = JSON.stringify(document);
    expect(text.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(text.length).toBeLessThan(BACKUP_MAX_BYTES);

    // The import and the health checks share this process's event loop, as they share the server's.
    const waits: number[] = [];
    let importing = true;
    const reads = (async () => {
      while (importing) {
        const asked = performance.now();
        expect((await api.health()).status).toBe(200);
        waits.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const response = await send(text).finally(() => {
      importing = false;
    });
    await reads;
    const restored = await response.json();
    expect(response.status, JSON.stringify(restored)).toBe(201);
    expect(waits.length).toBeGreaterThan(2);
    expect(Math.max(...waits)).toBeLessThan(1000);

    const league = await leagues.get(restored.id);
    expect(league.body.members).toHaveLength(3);
    expect(await db.round.count({ where: { session: { leagueId: restored.id } } })).toBe(60_000);
    const standings = (await leagues.standings(restored.id)).body.standings;
    expect(standings.map((row: any) => row.played)).toEqual([60, 60, 60]);

    // Its backup, as the league page downloads it, is as large, and restores as a league of the same standings.
    const backup = await backupRoute(
      new Request(`${base}/api/v1/leagues/${restored.id}/backup`, {
        headers: { authorization: `Bearer ${restored.token}` },
      }),
      { params: Promise.resolve({ id: restored.id }) },
    );
    expect(backup.status).toBe(200);
    const again = await send(await backup.text());
    const copy = await again.json();
    expect(again.status, JSON.stringify(copy)).toBe(201);
    const copied = (await leagues.standings(copy.id)).body.standings;
    const strip = (rows: any[]) => rows.map(({ memberId: _m, ...row }) => row);
    expect(strip(copied)).toEqual(strip(standings));
    // Two imports of 60,000 rounds: about 40 s on PostgreSQL on a loaded 2-core machine.
  }, 300_000);

  it("runs one import at a time: another meanwhile is 503 unavailable with Retry-After, and nothing of it is written", async () => {
    const big = send(JSON.stringify(backupDocument({ games: 20, rounds: 1000 })));
    const small = JSON.stringify(backupDocument({ games: 1, rounds: 1 }));
    // The big one takes the slot when its handler starts; the small one comes in while it works.
    await new Promise((resolve) => setImmediate(resolve));
    const before = await db.league.count();
    const busy = await send(small);
    const body = await busy.json();
    expect(busy.status, JSON.stringify(body)).toBe(503);
    expect(body.error).toMatchObject({ code: "unavailable", details: { reason: "import_running" } });
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await big).status).toBe(201);
    expect(await db.league.count()).toBe(before + 1);
    // Once it is done, the next one runs.
    expect((await send(small)).status).toBe(201);
  });

  it("budgets imports per client address: past the burst, 429 rate_limited with Retry-After; other addresses go on", async () => {
    const garbage = "{ not a backup";
    const from = (address: string) => ({ "x-forwarded-for": `198.51.100.1, ${address}` });
    for (let i = 0; i < IMPORT_BURST; i++) expect((await send(garbage, from("203.0.113.7"))).status).toBe(400);
    const limited = await send(garbage, from("203.0.113.7"));
    const body = await limited.json();
    expect(limited.status, JSON.stringify(body)).toBe(429);
    expect(body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The address the nearest hop saw counts, not the first one a client may have written.
    expect((await send(garbage, from("203.0.113.8"))).status).toBe(400);
  });

  it("answers an oversized import 413 payload_too_large, also sent chunked without Content-Length", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > BACKUP_MAX_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await send(stream);
    expectError({ status: response.status, body: await response.json() }, 413, "payload_too_large");
  });
});

describe("every backup written restores", () => {
  it("refuses to download a league the import could not take back (422 backup_too_large), naming the bounds", async () => {
    const created = await leagues.create({ name: "Huge club" });
    await seedLeague(db, created.body.id, MAX_BACKUP_SESSIONS + 1);
    const response = await backupRoute(
      new Request(`${base}/api/v1/leagues/${created.body.id}/backup`, {
        headers: { authorization: `Bearer ${created.body.token}` },
      }),
      { params: Promise.resolve({ id: created.body.id }) },
    );
    const error = expectError({ status: response.status, body: await response.json() }, 422, "rule_violation");
    expect(error.details).toMatchObject({ games: MAX_BACKUP_SESSIONS + 1, maxGames: MAX_BACKUP_SESSIONS });
    expect(error.details.violations[0].code).toBe("backup_too_large");
    expect(error.message).toMatch(/npm run backup/);
  }, 300_000);
});

describe("an unfinished import", () => {
  it("is removed at start-up once older than any import runs, its games with it; a running one is left alone", async () => {
    const mark = (age: number) => `${IMPORTING}${new Date(Date.now() - age).toISOString()}`;
    const league = (id: string, tokenHash: string) =>
      db.league.create({ data: { id, name: "Half", tokenHash, pointsTable: "[3,2,1]" } });
    await league("abandoned-league-01", mark(2 * 3_600_000));
    await league("running-league-001", mark(1000));
    await db.gameSession.create({
      data: {
        id: "abandoned-game-0001",
        game: "nines",
        options: "{}",
        tokenHash: "x",
        leagueId: "abandoned-league-01",
      },
    });
    expect(await removeAbandonedImports()).toBe(1);
    expect(await db.league.findUnique({ where: { id: "abandoned-league-01" } })).toBe(null);
    expect(await db.gameSession.findUnique({ where: { id: "abandoned-game-0001" } })).toBe(null);
    expect(await db.league.findUnique({ where: { id: "running-league-001" } })).not.toBe(null);
  });
});
