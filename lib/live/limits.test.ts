import { describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_CLIENT, MAX_STREAMS_PER_TARGET, openStreams, streamsOf, takeSlot } from "./limits";
import { formatEvent, heartbeat } from "./sse";

/** A slot that must be given: its release function. */
function slot(target: string, client: string): () => void {
  const release = takeSlot(target, client);
  if (typeof release !== "function") throw new Error(`no slot: ${release}`);
  return release;
}

describe("stream slots", () => {
  it("allow MAX_STREAMS_PER_TARGET per target, free a slot once however often it is given back", () => {
    const start = openStreams();
    // Each from its own client, so only the target's cap counts here.
    const releases = Array.from({ length: MAX_STREAMS_PER_TARGET }, (_, i) => slot("session:a", `client-${i}`));
    expect(takeSlot("session:a", "client-new")).toBe("full");
    const other = slot("session:b", "client-new");
    expect(openStreams()).toBe(start + MAX_STREAMS_PER_TARGET + 1);
    releases[0]!();
    releases[0]!();
    expect(openStreams()).toBe(start + MAX_STREAMS_PER_TARGET);
    const again = slot("session:a", "client-0");
    expect(takeSlot("session:a", "client-1")).toBe("full");
    for (const release of [...releases.slice(1), again, other]) release();
    expect(openStreams()).toBe(start);
  });

  it("allow one client MAX_STREAMS_PER_CLIENT in all, whatever it watches; other clients go on", () => {
    const start = openStreams();
    const mine = Array.from({ length: MAX_STREAMS_PER_CLIENT }, (_, i) => slot(`session:${i % 3}`, "10.0.0.1"));
    expect(streamsOf("10.0.0.1")).toBe(MAX_STREAMS_PER_CLIENT);
    expect(takeSlot("session:other", "10.0.0.1")).toBe("client");
    const theirs = slot("session:0", "10.0.0.2");
    mine[0]!();
    mine[0]!();
    expect(streamsOf("10.0.0.1")).toBe(MAX_STREAMS_PER_CLIENT - 1);
    const again = slot("session:other", "10.0.0.1");
    expect(takeSlot("session:other", "10.0.0.1")).toBe("client");
    for (const release of [...mine.slice(1), again, theirs]) release();
    expect(streamsOf("10.0.0.1")).toBe(0);
    expect(openStreams()).toBe(start);
  });
});

describe("the SSE wire format", () => {
  it("writes id, event and one data line of JSON, ended by a blank line", () => {
    expect(formatEvent({ event: "change", id: 4, data: { round: 4, note: "a\nb" } })).toBe(
      'id: 4\nevent: change\ndata: {"round":4,"note":"a\\nb"}\n\n',
    );
    expect(formatEvent({ event: "deleted", data: { sessionId: "x" } })).toBe(
      'event: deleted\ndata: {"sessionId":"x"}\n\n',
    );
    expect(heartbeat(new Date("2026-12-01T20:00:00Z"))).toBe(": heartbeat 2026-12-01T20:00:00.000Z\n\n");
  });
});
