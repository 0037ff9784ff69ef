import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BACKUP_MAX_BYTES } from "@/lib/leagues/backup-schema";
import { createGate } from "./gate";

const publicDir = mkdtempSync(join(tmpdir(), "deckside-public-"));
writeFileSync(join(publicDir, "sw.js"), "");
mkdirSync(join(publicDir, "icons"));
const gate = createGate(publicDir);

function request(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers: { host: "deckside.test", ...headers } } as unknown as IncomingMessage;
}

const refusal = (req: IncomingMessage) => {
  const answer = gate(req);
  return answer && { status: answer.status, code: (answer.body as any)?.error?.code, allow: answer.headers?.allow };
};

describe("the gate in front of Next", () => {
  it("a method other than GET or HEAD on a static file is a 405 naming GET, HEAD", () => {
    for (const url of [
      "/sw.js",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
      "/_next/static/chunks/a.js",
      "/sw.js?v=1",
    ])
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE"])
        expect(refusal(request(method, url)), `${method} ${url}`).toEqual({
          status: 405,
          code: "method_not_allowed",
          allow: "GET, HEAD",
        });
  });

  it("GET and HEAD on a static file pass, with any Range dropped (Next's file server throws on a bad one)", () => {
    for (const method of ["GET", "HEAD"]) {
      const req = request(method, "/sw.js", { range: "bytes=9-1" });
      expect(gate(req)).toBeNull();
      expect(req.headers.range).toBeUndefined();
    }
    const page = request("GET", "/", { range: "bytes=0-1" });
    expect(gate(page)).toBeNull();
    expect(page.headers.range).toBe("bytes=0-1");
  });

  it("TRACE, TRACK and CONNECT anywhere are a 405 (the Web's Request cannot carry them: Next answered 500)", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT"])
      for (const url of ["/", "/api/v1/sessions", "/sessions/x"])
        expect(refusal(request(method, url))).toMatchObject({ status: 405, code: "method_not_allowed" });
  });

  it("OPTIONS * is a 204 with Allow; any other target that is no path is a 404", () => {
    expect(gate(request("OPTIONS", "*"))).toMatchObject({
      status: 204,
      body: null,
      headers: { allow: expect.any(String) },
    });
    for (const url of ["*", "example.com:443", "", "x"])
      expect(refusal(request("GET", url))).toMatchObject({ status: 404 });
    expect(gate(request("GET", "http://deckside.test/api/health"))).toBeNull();
  });

  it("a body declared larger than its address takes is a 413 before anything reads it", () => {
    const big = (length: number) => ({ "content-length": String(length) });
    expect(refusal(request("POST", "/api/v1/sessions", big(64 * 1024 + 1)))).toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
    expect(gate(request("POST", "/api/v1/sessions", big(64 * 1024)))).toBeNull();
    expect(gate(request("POST", "/api/v1/leagues/import", big(BACKUP_MAX_BYTES)))).toBeNull();
    expect(refusal(request("POST", "/api/v1/leagues/import", big(BACKUP_MAX_BYTES + 1)))).toMatchObject({
      status: 413,
    });
    expect(refusal(request("POST", "/new", big(1024 * 1024 + 1)))).toMatchObject({ status: 413 });
  });

  it("lets everything else through to Next", () => {
    for (const [method, url] of [
      ["GET", "/"],
      ["POST", "/new"],
      ["OPTIONS", "/api/v1/sessions"],
      ["GET", "/api/v1/sessions/x?y=%zz"],
      ["DELETE", "/api/v1/sessions/x"],
    ] as const)
      expect(gate(request(method, url)), `${method} ${url}`).toBeNull();
  });
});
