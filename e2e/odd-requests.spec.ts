import net from "node:net";
import { expect, test } from "./fixtures";

// What the route tests cannot see: the real server's status codes and headers for odd addresses.
test("unknown pages answer 404, malformed addresses a JSON 404, and every answer carries the security headers", async ({
  page,
}) => {
  for (const path of ["/sessions/no-such-game", "/leagues/no-such-league", "/sessions/no-such-game/referee", "/nope"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
  }
  for (const path of ["/api/v1/sessions/%E0%A4%A", "/sessions/%zz", "/api/v1/nope"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect((await response.json()).error.code, path).toBe("not_found");
  }
  const put = await page.request.put("/api/v1/sessions", { data: {} });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("POST");
  expect((await put.json()).error.code).toBe("method_not_allowed");

  const home = await page.goto("/");
  const headers = home!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Next put this request's nonce on its scripts (the browser hides the attribute from the DOM: read the HTML).
  expect(await home!.text()).toContain(`nonce="${nonce}"`);
  const overHttps = await page.request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(overHttps.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
});

// Issue 26: no malformed request gets a 500 from the real server, and a body is refused before it is held.

/** One request over a socket of its own, as written (methods and targets a client library will not send). */
function rawRequest(base: string, head: string, body: Buffer | string = ""): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = "";
    socket.on("data", (data) => {
      text += data.toString("latin1");
    });
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
    socket.write(`${head}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    socket.end(body);
  });
}

/** A body of `total` spaces sent in 64 KiB chunks with no Content-Length. */
function chunkedRequest(base: string, path: string, total: number): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = "";
    socket.on("data", (data) => {
      text += data.toString("latin1");
    });
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    );
    const size = 64 * 1024;
    const chunk = Buffer.concat([
      Buffer.from(`${size.toString(16)}\r\n`),
      Buffer.alloc(size, 0x20),
      Buffer.from("\r\n"),
    ]);
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += size;
        if (!socket.write(chunk)) return void socket.once("drain", write);
      }
      socket.end("0\r\n\r\n");
    };
    write();
  });
}

/** The error code of a raw answer (whose body may come in chunks). */
const errorCode = (text: string) => /\{"error":\{"code":"([a-z_]+)"/.exec(text)?.[1];

test("static files: any method but GET or HEAD is a 405 with Allow, a bad Range is the whole file", async ({
  page,
  baseURL,
}) => {
  const html = await (await page.request.get("/")).text();
  const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  for (const path of ["/sw.js", "/manifest.webmanifest", "/icons/icon-192.png", chunk!]) {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      const { status, text } = await rawRequest(baseURL!, `${method} ${path} HTTP/1.1`);
      expect(status, `${method} ${path}`).toBe(405);
      expect(text).toMatch(/\r\nallow: GET, HEAD\r\n/i);
      expect(errorCode(text)).toBe("method_not_allowed");
    }
    const ranged = await page.request.get(path, { headers: { range: "bytes=9-1" } });
    expect(ranged.status(), path).toBe(200);
  }
});

test("TRACE, OPTIONS * and a broken form posted to a page: 4xx, never a 500", async ({ page, baseURL }) => {
  for (const path of ["/", "/api/v1/sessions", "/sessions/x"]) {
    const { status, text } = await rawRequest(baseURL!, `TRACE ${path} HTTP/1.1`);
    expect(status, path).toBe(405);
    expect(errorCode(text)).toBe("method_not_allowed");
  }
  const star = await rawRequest(baseURL!, "OPTIONS * HTTP/1.1");
  expect(star.status).toBe(204);
  const origin = baseURL!.replace(/\/$/, "");
  for (const path of ["/", "/new", "/nope"]) {
    for (const body of ["garbage", "--x\r\n"]) {
      const response = await page.request.post(path, {
        headers: { origin, "content-type": "multipart/form-data; boundary=x" },
        data: body,
      });
      expect(response.status(), `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_body");
    }
  }
});

test("a body over its address's limit is a 413, declared or sent in chunks", async ({ page, baseURL }) => {
  // Chunked: no length to refuse it by. Next's proxy cut a body short at 10 MB (a 400 invalid_json) after holding it.
  const big = await chunkedRequest(baseURL!, "/api/v1/sessions", 12 * 1024 * 1024);
  expect(big.status).toBe(413);
  expect(errorCode(big.text)).toBe("payload_too_large");
  const backup = await chunkedRequest(baseURL!, "/api/v1/leagues/import", 65 * 1024 * 1024);
  expect(backup.status).toBe(413);
  expect(errorCode(backup.text)).toBe("payload_too_large");
  const game = await chunkedRequest(baseURL!, "/api/v1/sessions", 200 * 1024);
  expect(game.status).toBe(413);
  expect(errorCode(game.text)).toBe("payload_too_large");
  // Declared: refused before any of it is sent (the socket closes without the body).
  const declared = await rawRequest(
    baseURL!,
    "POST /api/v1/leagues/import HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 104857600",
  );
  expect(declared.status).toBe(413);
  expect(errorCode(declared.text)).toBe("payload_too_large");
  // A name with a NUL in it is a 400 with its own code (the database used to answer 500 on PostgreSQL).
  const nul = await page.request.post("/api/v1/sessions", { data: { game: "nines", players: ["Ann", "B\u0000n"] } });
  expect(nul.status()).toBe(400);
  expect((await nul.json()).error.details.issues[0].code).toBe("name_control_character");
});
