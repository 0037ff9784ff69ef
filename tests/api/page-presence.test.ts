// POST /sessions/<id>/presence, where a phone with a round form open says so (issue 28, "who is entering"): the edit
// cookie authorizes it, a request from another site and a malformed body are refused, and the session's live streams
// send the whole list as a `presence` event (at once when it changes, and when a stream opens while it is not empty).
// Only the cookie jar (next/headers) is stood in for.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as sessionStream } from "@/app/api/v1/sessions/[id]/events/route";
import { POST } from "@/app/sessions/[id]/presence/route";
import { SseReader } from "../live/sse-reader";
import { ninesSession } from "./client";

const jar = vi.hoisted(() => new Map<string, string>());

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const PHONE = "phone-b-1234";

const open: Array<{ reader: SseReader; abort: AbortController }> = [];

beforeEach(() => jar.clear());
afterEach(async () => {
  for (const { reader, abort } of open.splice(0)) {
    abort.abort();
    await reader.close();
  }
});

async function say(id: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/sessions/${id}/presence`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "user-agent": ANDROID, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await POST(request, { params: Promise.resolve({ id }) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
}

async function watch(id: string): Promise<SseReader> {
  const abort = new AbortController();
  const request = new Request(`http://deckside.test/api/v1/sessions/${id}/events`, { signal: abort.signal });
  const response = await sessionStream(request, { params: Promise.resolve({ id }) });
  if (!response.body) throw new Error("stream refused");
  const reader = new SseReader(response.body);
  open.push({ reader, abort });
  await reader.until((r) => r.named("ready").length === 1, 2000, "ready event");
  return reader;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("POST /sessions/:id/presence", () => {
  it("a stream hears who opened which round, once per change, and the list again when it is empty", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const scoreboard = await watch(s.id);
    // Nobody has a form open: a stream's opening says nothing of presence.
    expect(scoreboard.named("presence")).toEqual([]);

    expect((await say(s.id, { phone: PHONE, round: 1, editing: false })).status).toBe(204);
    await scoreboard.until((r) => r.named("presence").length === 1, 2000, "presence event");
    const entering = { phone: PHONE, device: "android-phone", label: "Android phone", round: 1, editing: false };
    expect(scoreboard.named("presence")[0]!.data).toEqual({ phones: [entering] });

    // The form's renewal every 10 s changes nothing the streams show: no event.
    expect((await say(s.id, { phone: PHONE, round: 1, editing: false })).status).toBe(204);
    await settle();
    expect(scoreboard.named("presence")).toHaveLength(1);

    // A phone opening the scoreboard later hears the list as its stream opens.
    const late = await watch(s.id);
    await late.until((r) => r.named("presence").length === 1, 2000, "presence on open");
    expect(late.named("presence")[0]!.data).toEqual({ phones: [entering] });

    // Another round (an edit) and leaving are changes; leaving sends the list without the phone.
    await say(s.id, { phone: PHONE, round: 1, editing: true });
    await scoreboard.until((r) => r.named("presence").length === 2);
    expect(scoreboard.named("presence")[1]!.data).toEqual({ phones: [{ ...entering, editing: true }] });
    expect((await say(s.id, { phone: PHONE, round: null, editing: false })).status).toBe(204);
    await scoreboard.until((r) => r.named("presence").length === 3);
    expect(scoreboard.named("presence")[2]!.data).toEqual({ phones: [] });
    await late.until((r) => r.named("presence").length === 3);
  });

  it("keeps sessions apart: another game's streams hear nothing", async () => {
    const s = await ninesSession();
    const other = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const elsewhere = await watch(other.id);
    expect((await say(s.id, { phone: "phone-keeps-apart", round: 2, editing: false })).status).toBe(204);
    await settle();
    expect(elsewhere.named("presence")).toEqual([]);
    await say(s.id, { phone: "phone-keeps-apart", round: null, editing: false });
  });

  it("needs the edit cookie (401; 404 for no such game) and refuses another site (403)", async () => {
    const s = await ninesSession();
    const scoreboard = await watch(s.id);
    const body = { phone: PHONE, round: 1, editing: false };
    expect(await say(s.id, body)).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
    jar.set(`deckside-edit-${s.id}`, "not-the-token");
    expect((await say(s.id, body)).status).toBe(401);
    expect((await say("no-such-game", body)).status).toBe(404);
    jar.set(`deckside-edit-${s.id}`, s.token);
    const cross = await say(s.id, body, { "sec-fetch-site": "cross-site" });
    expect(cross).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    await settle();
    expect(scoreboard.named("presence")).toEqual([]);
  });

  it("refuses a body that is not a phone id, a round number or null, and a yes/no", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const scoreboard = await watch(s.id);
    for (const body of [
      "{nope",
      [],
      { phone: "short", round: 1, editing: false },
      { phone: "has spaces in it", round: 1, editing: false },
      { phone: PHONE, round: 0, editing: false },
      { phone: PHONE, round: 1.5, editing: false },
      { phone: PHONE, round: "1", editing: false },
      { phone: PHONE, editing: false },
      { phone: PHONE, round: 1 },
      // A phone's name: 1–30 visible characters, no control characters (lib/sessions/schema.ts phoneNameSchema).
      { phone: PHONE, round: 1, editing: false, name: "" },
      { phone: PHONE, round: 1, editing: false, name: "   " },
      { phone: PHONE, round: 1, editing: false, name: "x".repeat(31) },
      { phone: PHONE, round: 1, editing: false, name: "Ben\nphone" },
      { phone: PHONE, round: 1, editing: false, name: "\u200b" },
      { phone: PHONE, round: 1, editing: false, name: 7 },
    ]) {
      const answer = await say(s.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBeTypeOf("string");
    }
    await settle();
    expect(scoreboard.named("presence")).toEqual([]);
  });

  it("carries the name a phone gave itself, trimmed, as text; a new name is a change, and none leaves it out", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const scoreboard = await watch(s.id);
    const name = "  <b>Ben's</b> phone  ";
    expect((await say(s.id, { phone: PHONE, round: 2, editing: false, name })).status).toBe(204);
    await scoreboard.until((r) => r.named("presence").length === 1, 2000, "presence event");
    const named = { phone: PHONE, device: "android-phone", label: "Android phone", round: 2, editing: false };
    // Trimmed, and kept as the characters typed: the page shows it as text (React escapes it), never as markup.
    expect(scoreboard.named("presence")[0]!.data).toEqual({ phones: [{ ...named, name: "<b>Ben's</b> phone" }] });

    expect((await say(s.id, { phone: PHONE, round: 2, editing: false, name: "Kitchen tablet" })).status).toBe(204);
    await scoreboard.until((r) => r.named("presence").length === 2, 2000, "renamed");
    expect(scoreboard.named("presence")[1]!.data).toEqual({ phones: [{ ...named, name: "Kitchen tablet" }] });

    // Forgetting the name (null) is a change too, and the entry has no name again.
    expect((await say(s.id, { phone: PHONE, round: 2, editing: false, name: null })).status).toBe(204);
    await scoreboard.until((r) => r.named("presence").length === 3, 2000, "name forgotten");
    expect(scoreboard.named("presence")[2]!.data).toEqual({ phones: [named] });
  });
});
