import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readJson } from "@/lib/api/request";
import { rawHeader, readNodeJson } from "./node-body";

// The front reads a body from Node's request as readJson does from the route's Web Request: the same values and the
// same refusals (e2e/front-differential.spec.ts compares the two through real servers).

function nodeRequest(chunks: Array<string | Uint8Array>, headers: string[] = []): IncomingMessage {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return Object.assign(stream, { rawHeaders: headers }) as unknown as IncomingMessage;
}

function webRequest(chunks: Array<string | Uint8Array>, headers: string[] = []): Request {
  const init = new Headers();
  for (let i = 0; i < headers.length; i += 2) init.append(headers[i]!, headers[i + 1]!);
  const body = Buffer.concat(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c)));
  return new Request("http://x/", { method: "POST", headers: init, body });
}

async function both(chunks: Array<string | Uint8Array>, headers: string[] = []) {
  const outcome = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ value }),
      (error: { code?: string }) => ({ error: error.code }),
    );
  return [
    await outcome(readNodeJson(nodeRequest(chunks, headers), 16)),
    await outcome(readJson(webRequest(chunks, headers), 16)),
  ];
}

describe("reading a JSON body from Node's request", () => {
  it("gives what readJson gives: values, a BOM, split UTF-8, empty and broken bodies, the limits", async () => {
    const cases: Array<[Array<string | Uint8Array>, string[]]> = [
      [['{"a":', "1}"], []],
      [["\uFEFF[1]"], []],
      [[Buffer.from([0x22, 0xc3]), Buffer.from([0xa4, 0x22])], []],
      [[""], []],
      [["  "], []],
      [["{"], []],
      [["[1,2,3,4,5,6,7,8,9]"], []],
      [['"aaaaaaaa', 'aaaaaaaa"'], []],
      [["1"], ["Content-Length", "17"]],
      [["1"], ["Content-Length", "nope"]],
    ];
    for (const [chunks, headers] of cases) {
      const [node, web] = await both(chunks, headers);
      expect(node, JSON.stringify(chunks)).toEqual(web);
    }
    expect((await both(["[1,2,3,4,5,6,7,8,9]"]))[0]).toEqual({ error: "payload_too_large" });
    expect((await both(["1"], ["Content-Length", "17"]))[0]).toEqual({ error: "payload_too_large" });
  });

  it("reads a header as a Web Headers does: every occurrence, joined", () => {
    const req = nodeRequest([], ["Authorization", "Bearer a", "x-other", "1", "authorization", "Bearer b"]);
    expect(rawHeader(req, "authorization")).toBe("Bearer a, Bearer b");
    expect(rawHeader(req, "content-length")).toBeNull();
  });
});
