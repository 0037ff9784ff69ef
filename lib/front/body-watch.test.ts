import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { watchBody } from "./body-watch";

/** A request whose body arrives in `count` chunks of `size` bytes. */
function chunkedRequest(count: number, size: number): IncomingMessage {
  const stream = new PassThrough();
  for (let i = 0; i < count; i++) stream.write(Buffer.alloc(size, 0x20));
  stream.end();
  return stream as unknown as IncomingMessage;
}

/** What a listener (Next's proxy) gets of the body, and whether the request still ends. */
function heard(req: IncomingMessage): Promise<{ bytes: number; ended: boolean }> {
  return new Promise((resolve) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on("end", () => resolve({ bytes, ended: true }));
  });
}

describe("watching a chunked body", () => {
  it("hands on the body up to the chunk that crosses the limit, then nothing, and still ends", async () => {
    const req = chunkedRequest(40, 1000);
    watchBody(req, 4500);
    expect(await heard(req)).toEqual({ bytes: 5000, ended: true });
  });

  it("hands on a body within the limit whole", async () => {
    const req = chunkedRequest(4, 1000);
    watchBody(req, 4000);
    expect(await heard(req)).toEqual({ bytes: 4000, ended: true });
  });
});
