// Issue 14, "Nothing is bounded" and chunked bodies: every limit answers in the documented error shape.
import { describe, expect, it } from "vitest";
import { POST as createSession } from "@/app/api/v1/sessions/route";

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
    expect(elapsed).toBeLessThan(500);
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
