// The change feed: GET /api/v1/sessions/:id/events and /api/v1/leagues/:id/events as Server-Sent Events, called as
// real route handlers against this file's own database (one process: the in-process bus).
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Before lib/env.ts is read: a heartbeat the test can wait for.
  process.env.LIVE_HEARTBEAT_MS = "200";
});

import { GET as leagueStream, POST as postLeagueStream } from "@/app/api/v1/leagues/[id]/events/route";
import { POST as postSessionStream, GET as sessionStream } from "@/app/api/v1/sessions/[id]/events/route";
import { POST as postLeague, DELETE as unfileRoute } from "@/app/api/v1/sessions/[id]/league/route";
import { POST as postRematch } from "@/app/api/v1/sessions/[id]/rematch/route";
import { MAX_STREAMS_PER_TARGET, openStreams } from "@/lib/live/limits";
import { SseReader } from "../live/sse-reader";
import { api, expectError, ninesSession } from "./client";
import { leagues } from "./league-client";

const open: Array<{ reader: SseReader; abort: AbortController }> = [];

async function stream(
  kind: "sessions" | "leagues",
  id: string,
  headers: Record<string, string> = {},
  query = "",
): Promise<{ response: Response; reader: SseReader | null }> {
  const abort = new AbortController();
  const request = new Request(`http://deckside.test/api/v1/${kind}/${id}/events${query}`, {
    headers,
    signal: abort.signal,
  });
  const handler = kind === "sessions" ? sessionStream : leagueStream;
  const response = await handler(request, { params: Promise.resolve({ id }) });
  if (response.status !== 200 || !response.body) return { response, reader: null };
  const reader = new SseReader(response.body);
  open.push({ reader, abort });
  return { response, reader };
}

async function ready(kind: "sessions" | "leagues", id: string, headers?: Record<string, string>, query?: string) {
  const { reader } = await stream(kind, id, headers, query);
  if (!reader) throw new Error("stream refused");
  await reader.until((r) => r.named("ready").length === 1, 2000, "ready event");
  return reader;
}

async function fileInto(id: string, token: string, league: { id: string; token: string }) {
  const body = JSON.stringify({ leagueId: league.id, leagueToken: league.token });
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const request = new Request(`http://deckside.test/api/v1/sessions/${id}/league`, { method: "POST", headers, body });
  const response = await postLeague(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

async function unfile(id: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const request = new Request(`http://deckside.test/api/v1/sessions/${id}/league`, { method: "DELETE", headers });
  const response = await unfileRoute(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

async function startRematch(id: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const request = new Request(`http://deckside.test/api/v1/sessions/${id}/rematch`, { method: "POST", headers });
  const response = await postRematch(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

afterEach(async () => {
  for (const { reader, abort } of open.splice(0)) {
    abort.abort();
    await reader.close();
  }
});

describe("GET sessions/:id/events", () => {
  it("answers an event stream that is not buffered, compressed or cached", async () => {
    const s = await ninesSession();
    const { response, reader } = await stream("sessions", s.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    await reader!.until((r) => r.named("ready").length === 1);
    expect(reader!.fields).toContain("retry: 2000");
    expect(reader!.events[0]).toEqual({ event: "ready", id: "0", data: { sessionId: s.id, version: 0 } });
  });

  it("sends every added, edited and undone round with the new version, as the history lists it", async () => {
    const s = await ninesSession();
    const reader = await ready("sessions", s.id);
    const added = await s.play("Ann", { Ben: 10, Cem: 20 });
    expect(added.session.version).toBe(1);
    await reader.until((r) => r.named("change").length === 1);
    expect(reader.named("change")[0]).toEqual({
      event: "change",
      id: "1",
      data: {
        id: expect.any(String),
        at: expect.any(String),
        version: 1,
        kind: "added",
        round: 1,
        entry: added.round.entry,
      },
    });

    // Each change is heard before the next is made: a change never published would otherwise only arrive with the
    // next one's catch-up from the history, and pass unnoticed.
    const edit = s.entry("Ben", { Ann: 4, Cem: 6 });
    const put = await api.putRound(s.id, 1, edit, s.token);
    expect(put.body.session.version).toBe(2);
    await reader.until((r) => r.named("change").length === 2, 2000, "the edit");
    const undo = await api.deleteRound(s.id, 1, s.token);
    expect(undo.body.session.version).toBe(3);
    await reader.until((r) => r.named("change").length === 3, 2000, "the undo");
    const changes = reader.named("change");
    expect(changes.map((e) => [e.id, e.data.version, e.data.kind, e.data.round])).toEqual([
      ["1", 1, "added", 1],
      ["2", 2, "edited", 1],
      ["3", 3, "undone", 1],
    ]);
    expect(changes[1]!.data).toMatchObject({ entry: edit, previous: added.round.entry });
    expect((await api.getSession(s.id)).body.version).toBe(3);
    // Nothing that writes nothing sends anything: a refused round is no change.
    const refused = await api.addRound(s.id, s.entry("Ann", { Ben: 10 }), s.token);
    expect(refused.status).toBe(422);
    await s.play("Cem", { Ann: 1, Ben: 2 });
    await reader.until((r) => r.named("change").length === 4);
    expect(reader.named("change").map((e) => e.data.version)).toEqual([1, 2, 3, 4]);
  });

  it("resumes from Last-Event-ID (or ?since=) with the changes missed, then says ready", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 10, Cem: 20 });
    await s.play("Ben", { Ann: 5, Cem: 7 });
    await s.play("Cem", { Ann: 3, Ben: 9 });
    const resumed = await ready("sessions", s.id, { "Last-Event-ID": "1" });
    expect(resumed.events.map((e) => [e.event, e.id, e.data.version])).toEqual([
      ["change", "2", 2],
      ["change", "3", 3],
      ["ready", "3", 3],
    ]);
    expect(resumed.events.slice(0, 2).map((e) => e.data.round)).toEqual([2, 3]);

    const since = await ready("sessions", s.id, {}, "?since=2");
    expect(since.events.map((e) => [e.event, e.data.version])).toEqual([
      ["change", 3],
      ["ready", 3],
    ]);
    // Up to date: nothing to replay.
    const current = await ready("sessions", s.id, { "Last-Event-ID": "3" });
    expect(current.events.map((e) => e.event)).toEqual(["ready"]);
    // An id from nowhere (ahead of the session): resync, the client reloads.
    const ahead = await ready("sessions", s.id, { "Last-Event-ID": "99" });
    expect(ahead.events.map((e) => [e.event, e.data.version])).toEqual([
      ["resync", 3],
      ["ready", 3],
    ]);
    // Not a version at all: a fresh start.
    const garbage = await ready("sessions", s.id, { "Last-Event-ID": "x1" });
    expect(garbage.events.map((e) => [e.event, e.data.version])).toEqual([["ready", 3]]);
  });

  it("sends a heartbeat comment while nothing happens", async () => {
    const s = await ninesSession();
    const reader = await ready("sessions", s.id);
    await reader.until((r) => r.comments.length >= 2, 3000, "two heartbeats");
    expect(reader.comments[0]).toMatch(/^heartbeat \d{4}-\d\d-\d\dT/);
    expect(reader.named("change")).toEqual([]);
  });

  it("says deleted and ends the stream when the session is deleted", async () => {
    const s = await ninesSession();
    const reader = await ready("sessions", s.id);
    expect((await leagues.deleteSession(s.id, s.token)).status).toBe(200);
    await reader.until((r) => r.ended, 2000, "end of stream");
    expect(reader.events.at(-1)).toEqual({ event: "deleted", data: { sessionId: s.id } });
  });

  it("404 for an unknown session and 405 for other methods, in the error shape", async () => {
    const { response } = await stream("sessions", "no-such-session");
    expectError({ status: response.status, body: await response.json() }, 404, "not_found", /No session/);
    const post = await postSessionStream(
      new Request("http://deckside.test/api/v1/sessions/x/events", { method: "POST" }),
    );
    expectError({ status: post.status, body: await post.json() }, 405, "method_not_allowed");
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("gives a stream's slot back on disconnect, and refuses more than the cap per session with 503", async () => {
    const s = await ninesSession();
    const before = openStreams();
    const first = await ready("sessions", s.id);
    expect(openStreams()).toBe(before + 1);
    const entry = open.find((o) => o.reader === first)!;
    entry.abort.abort();
    await first.close();
    await vi.waitFor(() => expect(openStreams()).toBe(before));

    // From as many addresses as streams: the per-client budget (live-slots.test.ts) is not what is tested here.
    for (let i = 0; i < MAX_STREAMS_PER_TARGET; i++)
      await ready("sessions", s.id, { "x-deckside-client": `10.1.${i}` });
    const { response } = await stream("sessions", s.id);
    expectError({ status: response.status, body: await response.json() }, 503, "unavailable", /Too many live/);
    expect(response.headers.get("retry-after")).toBe("30");
    // Another session is not affected, and a closed stream frees its place.
    const other = await ninesSession();
    await ready("sessions", other.id);
    const last = open.find((o) => o.reader !== first)!;
    last.abort.abort();
    await last.reader.close();
    await vi.waitFor(async () => expect((await stream("sessions", s.id)).response.status).toBe(200));
  });
});

describe("rematch and filing on the streams", () => {
  it("a watcher of a game hears of its rematch and of its filing; the league hears both as changes", async () => {
    const league = (await leagues.create({ name: "Watchers" })).body;
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 1 });
    const game = await ready("sessions", s.id);
    const club = await ready("leagues", league.id);
    const filed = await fileInto(s.id, s.token, league);
    expect(filed.status).toBe(200);
    await game.until((r) => r.named("filed").length === 1);
    expect(game.named("filed")[0]!.data).toEqual({ leagueId: league.id });
    await club.until((r) => r.named("change").length === 1);
    expect(club.named("change")[0]!.data).toEqual({ sessionId: s.id, version: 0, what: "filed", status: "active" });

    const again = await startRematch(s.id, s.token);
    expect(again.status).toBe(201);
    await game.until((r) => r.named("rematch").length === 1);
    expect(game.named("rematch")[0]!.data).toEqual({ sessionId: again.body.id });
    await club.until((r) => r.named("change").length === 2);
    expect(club.named("change")[1]!.data).toMatchObject({ sessionId: again.body.id, what: "created" });
  });
});

describe("taking a game out of a league on the streams", () => {
  it("the league hears the change a filing sends; the game's watchers hear filed with no league, once", async () => {
    const league = (await leagues.create({ name: "Undo watchers" })).body;
    const other = (await leagues.create({ name: "Elsewhere" })).body;
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 1 });
    await s.play("Ann", { Ben: 5, Cem: 7 });
    expect((await fileInto(s.id, s.token, league)).status).toBe(200);
    const game = await ready("sessions", s.id);
    const club = await ready("leagues", league.id);
    const quiet = await ready("leagues", other.id);
    expect((await unfile(s.id, s.token)).status).toBe(200);
    await club.until((r) => r.named("change").length === 1);
    expect(club.named("change")[0]!.data).toEqual({ sessionId: s.id, version: 1, what: "filed", status: "finished" });
    await game.until((r) => r.named("filed").length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(game.named("filed").map((e) => e.data)).toEqual([{ leagueId: null }]);
    expect(quiet.named("change")).toEqual([]);
  });
});

describe("GET leagues/:id/events", () => {
  it("sends a change for each of its games' writes, with the game's status; other leagues hear nothing", async () => {
    const league = (await leagues.create({ name: "Thursday club" })).body;
    const other = (await leagues.create({ name: "Other club" })).body;
    const reader = await ready("leagues", league.id);
    const quiet = await ready("leagues", other.id);
    expect(reader.events[0]).toMatchObject({ event: "ready", data: { leagueId: league.id } });

    const created = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    expect(created.status).toBe(201);
    const game = created.body;
    const [ann, ben, cem] = game.players.map((p: any) => p.id);
    const round = await api.addRound(game.id, { winner: ann, hands: { [ben]: 4, [cem]: 9 } }, league.token);
    expect(round.body.session.status).toBe("finished");
    await reader.until((r) => r.named("change").length === 2);
    expect(reader.named("change").map((e) => e.data)).toEqual([
      { sessionId: game.id, version: 0, what: "created", status: "active" },
      { sessionId: game.id, version: 1, what: "round", kind: "added", round: 1, status: "finished" },
    ]);
    expect((await leagues.deleteSession(game.id, league.token)).status).toBe(200);
    await reader.until((r) => r.named("change").length === 3);
    expect(reader.named("change")[2]!.data).toEqual({ sessionId: game.id, version: 0, what: "deleted" });
    expect(quiet.named("change")).toEqual([]);
    // A game outside the league is not the league's business.
    const loose = await ninesSession();
    await loose.play("Ann", { Ben: 1, Cem: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reader.named("change")).toHaveLength(3);
  });

  it("sends a change when a member is renamed or merged; a refused one sends nothing", async () => {
    const league = (await leagues.create({ name: "Renamers" })).body;
    const created = await leagues.createSession(
      { game: "nines", players: ["Ann", "Benny", "Cem"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    const other = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben", "Dia"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
    const id = (name: string) => members.find((m) => m.name === name)!.id;
    const reader = await ready("leagues", league.id);
    // A watcher of one of the league's games hears nothing of its members.
    const game = await ready("sessions", created.body.id);

    expect((await leagues.rename(league.id, id("Cem"), "  Cemile ", league.token)).status).toBe(200);
    await reader.until((r) => r.named("change").length === 1);
    expect(reader.named("change")[0]).toEqual({
      event: "change",
      id: expect.stringMatching(/^[0-9]+$/),
      data: { what: "renamed", member: id("Cem"), name: "Cemile" },
    });

    // Refused: the name is taken, the token is wrong, the member is unknown. Nothing was written, nothing is sent.
    expect((await leagues.rename(league.id, id("Dia"), "ann", league.token)).status).toBe(422);
    expect((await leagues.rename(league.id, id("Dia"), "Diana", "not-the-token")).status).toBe(401);
    expect((await leagues.merge(league.id, id("Ann"), id("Benny"), league.token)).status).toBe(422);

    expect((await leagues.merge(league.id, id("Benny"), id("Ben"), league.token)).status).toBe(200);
    await reader.until((r) => r.named("change").length === 2);
    expect(reader.named("change")[1]!.data).toEqual({ what: "merged", member: id("Benny"), into: id("Ben") });
    const names = (await leagues.get(league.id)).body.members.map((m: { name: string }) => m.name);
    expect(names.sort()).toEqual(["Ann", "Ben", "Cemile", "Dia"]);
    expect(other.status).toBe(201);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reader.named("change")).toHaveLength(2);
    expect(game.named("change")).toEqual([]);
    expect(game.events.map((e) => e.event)).toEqual(["ready"]);
  });

  it("both feeds refuse every method but GET alike (405, Allow: GET, HEAD)", async () => {
    const league = (await leagues.create({ name: "Posters" })).body;
    const s = await ninesSession();
    for (const [kind, id, handler] of [
      ["leagues", league.id, postLeagueStream],
      ["sessions", s.id, postSessionStream],
    ] as const) {
      const response = await handler(
        new Request(`http://deckside.test/api/v1/${kind}/${id}/events`, { method: "POST" }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  });

  it("a resumed league stream says resync (there is no league history to replay); 404 for an unknown league", async () => {
    const league = (await leagues.create({ name: "Resumers" })).body;
    const reader = await ready("leagues", league.id, { "Last-Event-ID": "1764000000000" });
    expect(reader.events.map((e) => e.event)).toEqual(["resync", "ready"]);
    expect(Number(reader.events[1]!.id)).toBeGreaterThan(1764000000000);
    const { response } = await stream("leagues", "no-such-league");
    expectError({ status: response.status, body: await response.json() }, 404, "not_found", /No league/);
  });
});
