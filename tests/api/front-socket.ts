import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { route } from "@/lib/front/node-bridge";

// The front on a real socket, for the tests that compare its answers with the routes' (as `npm start` serves them,
// ahead of Next): a request the front does not take is answered 599, so a test sees that it went past.
export const NOT_THE_FRONT = 599;

export interface FrontAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  length: number;
}

/** Starts the front for this test file (beforeAll, closed afterAll); `request` sends one request to it. */
export function frontOnSocket() {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const answer = route(req);
      if (!answer) {
        res.statusCode = NOT_THE_FRONT;
        return void res.end();
      }
      answer(req, res).catch((error: unknown) => res.destroy(error as Error));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return function request(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<FrontAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: all.toString(),
            length: all.byteLength,
          });
        });
      });
      req.on("error", reject);
      req.end(body);
    });
  };
}
