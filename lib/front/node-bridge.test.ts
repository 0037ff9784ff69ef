import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { route } from "./node-bridge";

const PATH = "/api/v1/sessions/k3Jq0_x-Z9aB7cD1eF2gHh";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  const all = { host: "127.0.0.1:3000", ...headers };
  return { url, method, headers: all, rawHeaders: Object.entries(all).flat() } as unknown as IncomingMessage;
}

describe("which requests the front takes", () => {
  it("takes a plain read and submit", () => {
    expect(route(request(PATH))).toBeTypeOf("function");
    expect(route(request(`${PATH}/rounds`, { Authorization: "Bearer x" }, "POST"))).toBeTypeOf("function");
    expect(route(request(PATH, { host: "deckside.example.org" }))).toBeTypeOf("function");
    expect(route(request(PATH, { host: "[::1]:3000" }))).toBeTypeOf("function");
  });

  it("leaves to Next a query string, Next's own headers, an odd Host or an address it does not serve", () => {
    for (const req of [
      request(`${PATH}?_rsc=1`),
      request(`${PATH}?`),
      request(PATH, { RSC: "1" }),
      request(PATH, { "Next-Router-Prefetch": "1" }),
      request(PATH, { "next-action": "abc" }),
      request(PATH, { "x-middleware-subrequest": "proxy" }),
      request(PATH, { "x-nextjs-data": "1" }),
      request(PATH, { host: "a b" }),
      request(PATH, { host: "" }),
      request(`http://127.0.0.1${PATH}`),
      request(PATH, {}, "HEAD"),
    ])
      expect(route(req), `${req.method} ${req.url} ${JSON.stringify(req.headers)}`).toBeNull();
  });
});
