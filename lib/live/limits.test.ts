import { describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_TARGET, openStreams, takeSlot } from "./limits";
import { formatEvent, heartbeat } from "./sse";

describe("stream slots", () => {
  it("allow MAX_STREAMS_PER_TARGET per target, free a slot once however often it is given back", () => {
    const start = openStreams();
    const releases = Array.from({ length: MAX_STREAMS_PER_TARGET }, () => takeSlot("session:a"));
    expect(releases.every((r) => r !== null)).toBe(true);
    expect(takeSlot("session:a")).toBeNull();
    const other = takeSlot("session:b");
    expect(other).not.toBeNull();
    expect(openStreams()).toBe(start + MAX_STREAMS_PER_TARGET + 1);
    releases[0]!();
    releases[0]!();
    expect(openStreams()).toBe(start + MAX_STREAMS_PER_TARGET);
    const again = takeSlot("session:a");
    expect(again).not.toBeNull();
    expect(takeSlot("session:a")).toBeNull();
    for (const release of [...releases.slice(1), again, other]) release!();
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
