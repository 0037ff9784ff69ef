// What a stream costs the server, and who may hold how many (issue 26, docs/limits.md): HEAD opens nothing, a client
// that goes gives its slot back at once, one client address holds at most MAX_STREAMS_PER_CLIENT. Called as the
// route handlers, the way Next calls them: HEAD goes to the route's HEAD, or to its GET when it has none.
import { afterEach, describe, expect, it } from "vitest";
import * as leagueRoute from "@/app/api/v1/leagues/[id]/events/route";
import * as sessionRoute from "@/app/api/v1/sessions/[id]/events/route";
import { MAX_STREAMS, openStreams } from "@/lib/live/limits";
import { SseReader } from "../live/sse-reader";
import { expectError, ninesSession } from "./client";
import { leagues } from "./league-client";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
type Kind = "sessions" | "leagues";

const open: Array<{ reader: SseReader; abort: AbortController }> = [];

afterEach(async () => {
  for (const { reader, abort } of open.splice(0)) {
    abort.abort();
    await reader.close();
  }
});

/** The handler Next runs for this method: HEAD falls back to GET when a route exports no HEAD. */
function handlerFor(kind: Kind, method: "GET" | "HEAD"): Handler {
  const route = (kind === "sessions" ? sessionRoute : leagueRoute) as unknown as Record<string, Handler>;
  return Object.keys(route).includes(method) ? route[method]! : route.GET!;
}

function request(kind: Kind, id: string, method: "GET" | "HEAD", client: string, signal?: AbortSignal) {
  return new Request(`http://deckside.test/api/v1/${kind}/${id}/events`, {
    method,
    headers: { "x-deckside-client": client },
    signal,
  });
}

async function head(kind: Kind, id: string, client = "192.0.2.1"): Promise<Response> {
  return handlerFor(kind, "HEAD")(request(kind, id, "HEAD", client), { params: Promise.resolve({ id }) });
}

/** Opens a stream and reads it until `ready`; the response when it was refused. */
async function stream(kind: Kind, id: string, client = "192.0.2.1"): Promise<Response> {
  const abort = new AbortController();
  const response = await handlerFor(kind, "GET")(request(kind, id, "GET", client, abort.signal), {
    params: Promise.resolve({ id }),
  });
  if (response.status !== 200 || !response.body) return response;
  const reader = new SseReader(response.body);
  open.push({ reader, abort });
  await reader.until((r) => r.named("ready").length === 1, 5000, "ready event");
  return response;
}

describe("HEAD on the event streams", () => {
  it("answers at once with the stream's headers and no body, holding no slot; 404 for an unknown id", async () => {
    const s = await ninesSession();
    const league = (await leagues.create({ name: "Heads" })).body;
    const before = openStreams();
    for (const [kind, id] of [
      ["sessions", s.id],
      ["leagues", league.id],
    ] as const) {
      const response = await head(kind, id);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      // No body to read: the answer is complete, nothing waits on it.
      expect(response.body).toBeNull();
      expect(openStreams()).toBe(before);
      const unknown = await head(kind, "no-such-id");
      expect(unknown.status).toBe(404);
      expect(openStreams()).toBe(before);
    }
  });

  it(`${MAX_STREAMS.toLocaleString("en")} HEADs without a token, then a stream still opens`, async () => {
    const sessions = await Promise.all(Array.from({ length: 11 }, () => ninesSession()));
    const before = openStreams();
    // From one address, spread over sessions so that the per-session cap is not what would refuse them.
    for (let i = 0; i < MAX_STREAMS; i++) {
      const response = await head("sessions", sessions[i % 10]!.id, "198.51.100.1");
      expect(response.status).toBe(200);
    }
    expect(openStreams()).toBe(before);
    const response = await stream("sessions", sessions[10]!.id);
    expect(response.status).toBe(200);
    expect(openStreams()).toBe(before + 1);
  });
});

describe("a client that goes", () => {
  it("gives its slot back at once: gone before the stream opened, or while it was open", async () => {
    const s = await ninesSession();
    const before = openStreams();
    // Gone while the handler was still looking the session up: nobody will read or cancel the answer.
    const early = new AbortController();
    const pending = handlerFor("sessions", "GET")(request("sessions", s.id, "GET", "192.0.2.9", early.signal), {
      params: Promise.resolve({ id: s.id }),
    });
    early.abort();
    await pending;
    expect(openStreams()).toBe(before);

    // Gone after `ready`: the abort frees the slot before anything else runs.
    await stream("sessions", s.id, "192.0.2.9");
    expect(openStreams()).toBe(before + 1);
    open[0]!.abort.abort();
    expect(openStreams()).toBe(before);
  });
});

/** Streams one client address may hold (docs/limits.md; lib/live/limits.ts). */
const MAX_STREAMS_PER_CLIENT = 50;

describe("the per-client budget", () => {
  it(`one address holds at most ${MAX_STREAMS_PER_CLIENT} streams (503, Retry-After); other addresses go on`, async () => {
    const games = await Promise.all(Array.from({ length: 3 }, () => ninesSession()));
    const greedy = "203.0.113.66";
    const before = openStreams();
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) {
      expect((await stream("sessions", games[i % 3]!.id, greedy)).status).toBe(200);
    }
    expect(openStreams()).toBe(before + MAX_STREAMS_PER_CLIENT);
    // Refused on any session or league, a fresh one too.
    const league = (await leagues.create({ name: "Greedy" })).body;
    for (const [kind, id] of [
      ["sessions", games[0]!.id],
      ["leagues", league.id],
    ] as const) {
      const refused = await stream(kind, id, greedy);
      expect(refused.status, `${kind} stream ${MAX_STREAMS_PER_CLIENT + 1} of one address`).toBe(503);
      expectError({ status: refused.status, body: await refused.json() }, 503, "unavailable", /from your address/);
      expect(refused.headers.get("retry-after")).toBe("30");
    }
    expect(openStreams()).toBe(before + MAX_STREAMS_PER_CLIENT);
    // Another table's phone still follows the same game.
    expect((await stream("sessions", games[0]!.id, "203.0.113.7")).status).toBe(200);
    // One of the greedy client's streams closed: it may open one more, and only one.
    open[0]!.abort.abort();
    expect((await stream("sessions", games[1]!.id, greedy)).status).toBe(200);
    expect((await stream("sessions", games[2]!.id, greedy)).status).toBe(503);
    expect(openStreams()).toBe(before + MAX_STREAMS_PER_CLIENT + 1);
  });
});
