// Issue 26: a body is refused at every layer before it is held. A real HTTP server with the production server's gate
// (lib/front/gate.ts) in front of a stand-in for Next that does what Next's proxy does with a body where proxy.ts
// runs (copies every chunk into memory up to next.config.js's proxyClientMaxBodySize, then cuts it short) and hands
// it to the real route handler. Chunked bodies over a route's limit are a 413, and the stand-in never holds more than
// the route's limit plus one socket read (Next held up to 10 MB of each).

import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as importLeague } from "@/app/api/v1/leagues/import/route";
import { POST as createSession } from "@/app/api/v1/sessions/route";
import { MAX_BODY_BYTES } from "@/lib/api/request";
import { SOCKET_READ_BYTES } from "@/lib/front/body-limits";
import { createGate } from "@/lib/front/gate";
import { gateAnswer } from "@/lib/front/node-bridge";
import { BACKUP_MAX_BYTES } from "@/lib/leagues/backup-schema";
import { config as proxyConfig } from "@/proxy";

const nextConfig = createRequire(import.meta.url)("../../next.config.js") as {
  experimental?: { proxyClientMaxBodySize?: number };
};
/** Next's default when next.config.js sets none. */
const proxyLimit = nextConfig.experimental?.proxyClientMaxBodySize ?? 10 * 1024 * 1024;

const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  "/api/v1/leagues/import": importLeague,
  "/api/v1/sessions": createSession,
};

/** What the stand-in for Next held of each body, by request path; and when each body had come in whole. */
const held = new Map<string, number>();
const bodyIn = new Map<string, Promise<void>>();
const gate = createGate();

/** Where proxy.ts runs (its matcher): Next copies those bodies. */
const proxied = new RegExp(`^${proxyConfig.matcher[0]}$`);

/**
 * Next with a body: behind proxy.ts every chunk is copied as it comes, up to the proxy's limit, then the body ends
 * there; elsewhere the route reads the request's own body.
 */
function standInForNext(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url ?? "/";
  const limit = proxied.test(path) ? proxyLimit : Number.POSITIVE_INFINITY;
  bodyIn.set(path, new Promise((resolve) => req.on("end", resolve)));
  let size = 0;
  let cut = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (cut) return;
        size += chunk.length;
        held.set(path, size);
        if (size > limit) {
          cut = true;
          return quietly(() => controller.close());
        }
        // As Next's copy, it keeps taking chunks after the route stopped reading (a refusal cancels its reader).
        quietly(() => controller.enqueue(new Uint8Array(chunk)));
      });
      req.on("end", () => cut || quietly(() => controller.close()));
    },
  });
  const request = new Request(`http://deckside.test${path}`, {
    method: req.method,
    headers: { "content-type": String(req.headers["content-type"] ?? "") },
    body,
    duplex: "half",
  } as RequestInit);
  ROUTES[path]!(request).then(async (response) => {
    res.statusCode = response.status;
    res.setHeader("content-type", "application/json");
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}

/** Runs `step`, ignoring that the route's reader has gone (a cancelled stream takes no more). */
function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // The route refused the body and cancelled its reader: the rest only counts as held.
  }
}

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const refusal = gate(req);
    if (refusal) return void gateAnswer(refusal)(req, res);
    standInForNext(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `head` and then `body` (chunks of at most 64 KiB, chunked when `chunked`); the status and JSON answer. */
function send(
  path: string,
  body: Buffer,
  options: { chunked: boolean; declared?: number },
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    // The answer is whole once its Content-Length is in: no waiting for a socket the server keeps open.
    const answer = () => {
      const split = text.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (split < 0 || Buffer.byteLength(text.slice(split + 4)) < length) return null;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      return { status, body: JSON.parse(text.slice(split + 4)) };
    };
    // Done when the answer is whole and the whole body went out (a refusal comes before the sender stops).
    let sentAll = false;
    const finish = () => {
      const whole = sentAll ? answer() : null;
      if (!whole) return;
      socket.destroy();
      resolve(whole);
    };
    socket.on("data", (data) => {
      text += data.toString("utf8");
      finish();
    });
    socket.on("close", () => resolve(answer() ?? { status: 0, body: text }));
    socket.on("error", reject);
    const length = options.chunked
      ? "Transfer-Encoding: chunked"
      : `Content-Length: ${options.declared ?? body.length}`;
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + SOCKET_READ_BYTES);
        offset += piece.length;
        const framed = options.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
          : piece;
        if (!socket.write(framed)) return void socket.once("drain", write);
      }
      socket.write(options.chunked ? "0\r\n\r\n" : "", () => {
        sentAll = true;
        finish();
      });
    };
    write();
  });
}

/** JSON of about `bytes` bytes: an object whose one string is that long. */
const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ pad: "x".repeat(bytes) }));

describe("bodies over their address's limit", () => {
  it("a backup sent in chunks, larger than the import takes, is a 413, and no more than its limit and one read is held", async () => {
    const reply = await send("/api/v1/leagues/import", jsonOf(BACKUP_MAX_BYTES + 1024 * 1024), { chunked: true });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe("payload_too_large");
    await bodyIn.get("/api/v1/leagues/import");
    expect(held.get("/api/v1/leagues/import")).toBeLessThanOrEqual(BACKUP_MAX_BYTES + SOCKET_READ_BYTES);
  });

  it("a 12 MiB body in chunks to a 64 KiB route is a 413 (not a 400 for JSON cut short), and no more than 64 KiB and one read of it is held", async () => {
    const reply = await send("/api/v1/sessions", jsonOf(12 * 1024 * 1024), { chunked: true });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe("payload_too_large");
    await bodyIn.get("/api/v1/sessions");
    expect(held.get("/api/v1/sessions")).toBeLessThanOrEqual(MAX_BODY_BYTES + SOCKET_READ_BYTES);
  });

  it("a body declared larger than its route takes is a 413 before any of it is read", async () => {
    held.clear();
    const reply = await send("/api/v1/sessions", Buffer.alloc(0), { chunked: false, declared: 100 * 1024 * 1024 });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe("payload_too_large");
    expect(held.has("/api/v1/sessions")).toBe(false);
  });

  it("a body within the limit, in chunks, still lands", async () => {
    const game = Buffer.from(JSON.stringify({ game: "nines", players: ["Ann", "Ben"] }));
    const reply = await send("/api/v1/sessions", game, { chunked: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Ben"]);
  });
});
