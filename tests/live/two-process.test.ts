// Two production server processes on one PostgreSQL database: a round written through one reaches an event stream
// held open by the other within two seconds (LISTEN/NOTIFY, docs/decisions/013-live-table.md). Needs the PostgreSQL
// build (scripts/test-all.mjs builds into NEXT_DIST_DIR=.next-postgres, then runs this with TEST_POSTGRES_URL).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../../scripts/lib/migrate.mjs";
import { asAdmin, withDatabase } from "../postgres-admin";
import { SseReader } from "./sse-reader";

const admin = process.env.TEST_POSTGRES_URL;
const name = `deckside_live_${randomBytes(6).toString("hex")}`;
const ports = [3600 + (process.pid % 200) * 2, 3601 + (process.pid % 200) * 2] as const;
const LIVE_MS = 2_000;
const servers: ChildProcess[] = [];
const log: string[] = [];
const readers: Array<{ reader: SseReader; abort: AbortController }> = [];

function start(port: number, url: string): void {
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => log.push(String(chunk)));
  server.stderr?.on("data", (chunk) => log.push(String(chunk)));
  servers.push(server);
}

async function healthy(port: number): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not come up:\n${log.join("").slice(-3000)}`);
}

async function call(port: number, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function open(port: number, path: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: abort.signal, headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = new SseReader(response.body!);
  readers.push({ reader, abort });
  await reader.until((r) => r.named("ready").length === 1, 10_000, "ready");
  return reader;
}

describe.skipIf(!admin)("two server processes on one PostgreSQL database", () => {
  beforeAll(async () => {
    await asAdmin(admin!, `CREATE DATABASE ${name}`);
    const url = withDatabase(admin!, name);
    await migrate(url);
    for (const port of ports) start(port, url);
    await Promise.all(ports.map(healthy));
  }, 240_000);

  afterAll(async () => {
    for (const { reader, abort } of readers) {
      abort.abort();
      await reader.close();
    }
    for (const server of servers) {
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (admin) await asAdmin(admin!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("a round written through process A reaches process B's session stream within 2 s, and back", async () => {
    const [a, b] = ports;
    const created = await call(a, "POST", "/api/v1/sessions", { game: "nines", players: ["Ann", "Ben", "Cem"] });
    expect(created.status).toBe(201);
    const { id, token } = created.body;
    const [ann, ben, cem] = created.body.players.map((p: any) => p.id);
    const onB = await open(b, `/api/v1/sessions/${id}/events`);
    const onA = await open(a, `/api/v1/sessions/${id}/events`);

    const written = Date.now();
    const round = await call(
      a,
      "POST",
      `/api/v1/sessions/${id}/rounds`,
      { winner: ann, hands: { [ben]: 5, [cem]: 9 } },
      token,
    );
    expect(round.status).toBe(201);
    await onB.until((r) => r.named("change").length === 1, LIVE_MS, "the round on process B");
    expect(Date.now() - written).toBeLessThan(LIVE_MS);
    expect(onB.named("change")[0]).toMatchObject({ id: "1", data: { version: 1, kind: "added", round: 1 } });

    // The other way round: an edit through B reaches A's stream (and B's own).
    const edit = await call(
      b,
      "PUT",
      `/api/v1/sessions/${id}/rounds/1`,
      { winner: ben, hands: { [ann]: 2, [cem]: 3 } },
      token,
    );
    expect(edit.status).toBe(200);
    await onA.until((r) => r.named("change").length === 2, LIVE_MS, "the edit on process A");
    await onB.until((r) => r.named("change").length === 2, LIVE_MS, "the edit on process B");
    expect(onA.named("change").map((e) => [e.data.version, e.data.kind])).toEqual([
      [1, "added"],
      [2, "edited"],
    ]);
  });

  it("a phone's open round form, said to process A, reaches process B's session stream within 2 s (presence)", async () => {
    const [a, b] = ports;
    const created = await call(a, "POST", "/api/v1/sessions", { game: "nines", players: ["Ann", "Ben"] });
    const { id, token } = created.body;
    const onB = await open(b, `/api/v1/sessions/${id}/events`);
    const say = (round: number | null) =>
      fetch(`http://127.0.0.1:${a}/sessions/${id}/presence`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          cookie: `deckside-edit-${id}=${token}`,
          "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1",
        },
        body: JSON.stringify({ phone: "phone-on-a-1", round, editing: false }),
      });
    const said = Date.now();
    expect((await say(1)).status).toBe(204);
    await onB.until((r) => r.named("presence").length === 1, LIVE_MS, "presence on process B");
    expect(Date.now() - said).toBeLessThan(LIVE_MS);
    const entering = { phone: "phone-on-a-1", device: "iphone", label: "iPhone", round: 1, editing: false };
    expect(onB.named("presence")[0]!.data).toEqual({ phones: [entering] });
    // A stream opened on B afterwards hears the list as it opens; the goodbye through A empties B's.
    const late = await open(b, `/api/v1/sessions/${id}/events`);
    await late.until((r) => r.named("presence").length === 1, LIVE_MS, "presence on a late stream");
    expect((await say(null)).status).toBe(204);
    await onB.until((r) => r.named("presence").length === 2, LIVE_MS, "the goodbye on process B");
    expect(onB.named("presence")[1]!.data).toEqual({ phones: [] });
  });

  it("a production server gives a stream's place back when the client goes away", async () => {
    const [a] = ports;
    const created = await call(a, "POST", "/api/v1/sessions", { game: "nines", players: ["Ann", "Ben"] });
    const path = `/api/v1/sessions/${created.body.id}/events`;
    // Twice the cap per session (100), opened and dropped one after the other: none may be refused.
    for (let i = 0; i < 200; i++) {
      const abort = new AbortController();
      const response = await fetch(`http://127.0.0.1:${a}${path}`, { signal: abort.signal });
      expect(response.status, `stream ${i + 1}`).toBe(200);
      const reader = new SseReader(response.body!);
      await reader.until((r) => r.named("ready").length === 1, 10_000, "ready");
      abort.abort();
      await reader.close();
    }
  });

  it("a production server answers HEAD on a feed at once and opens nothing: 1,000 HEADs, then a stream opens", async () => {
    const [a] = ports;
    const games = await Promise.all(
      Array.from({ length: 10 }, () => call(a, "POST", "/api/v1/sessions", { game: "nines", players: ["Ann", "Ben"] })),
    );
    // 1,000: the server's every slot if HEAD held one (Next runs GET for a route without HEAD), 100 at a time.
    for (let batch = 0; batch < 10; batch++) {
      const heads = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`http://127.0.0.1:${a}/api/v1/sessions/${games[i % 10]!.body.id}/events`, { method: "HEAD" }),
        ),
      );
      for (const head of heads) {
        expect(head.status).toBe(200);
        expect(head.headers.get("content-type")).toContain("text/event-stream");
      }
    }
    await open(a, `/api/v1/sessions/${games[0]!.body.id}/events`);
  });

  it("a production server counts streams per client address (behind a proxy on this machine: X-Forwarded-For)", async () => {
    const [a] = ports;
    const created = await call(a, "POST", "/api/v1/sessions", { game: "nines", players: ["Ann", "Ben"] });
    const path = `/api/v1/sessions/${created.body.id}/events`;
    // One address, whatever it claims in the server's own header: 50 streams, then 503.
    for (let i = 0; i < 50; i++) {
      await open(a, path, { "x-forwarded-for": "203.0.113.5", "x-deckside-client": `claimed-${i}` });
    }
    const refused = await fetch(`http://127.0.0.1:${a}${path}`, {
      headers: { "x-forwarded-for": "203.0.113.5", "x-deckside-client": "claimed-again" },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect((await refused.json()).error.code).toBe("unavailable");
    // Another address behind the same proxy still follows the game.
    await open(a, path, { "x-forwarded-for": "203.0.113.5, 203.0.113.6" });
    // The first address's streams closed: it may open again.
    for (const { reader, abort } of readers.splice(-51, 50)) {
      abort.abort();
      await reader.close();
    }
    await expect
      .poll(async () => {
        const again = await fetch(`http://127.0.0.1:${a}${path}`, {
          method: "GET",
          headers: { "x-forwarded-for": "203.0.113.5" },
          signal: AbortSignal.timeout(5000),
        }).catch(() => null);
        await again?.body?.cancel();
        return again?.status;
      })
      .toBe(200);
  });

  it("a league game finished through A reaches the league stream on B", async () => {
    const [a, b] = ports;
    const league = (await call(a, "POST", "/api/v1/leagues", { name: "Two rooms" })).body;
    const onB = await open(b, `/api/v1/leagues/${league.id}/events`);
    const game = await call(
      a,
      "POST",
      "/api/v1/sessions",
      { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    const [ann, ben, cem] = game.body.players.map((p: any) => p.id);
    const round = await call(
      a,
      "POST",
      `/api/v1/sessions/${game.body.id}/rounds`,
      { winner: cem, hands: { [ann]: 1, [ben]: 2 } },
      league.token,
    );
    expect(round.body.session.status).toBe("finished");
    await onB.until((r) => r.named("change").length === 2, LIVE_MS, "the league changes on process B");
    expect(onB.named("change").map((e) => [e.data.what, e.data.status])).toEqual([
      ["created", "active"],
      ["round", "finished"],
    ]);
  });
});
