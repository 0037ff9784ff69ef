// Odd requests that used to get a 500 or a body that is not JSON: a method a route does not serve (empty 405),
// an address under /api that names nothing (HTML 404), a malformed %-escape, control or non-Latin-1 characters
// in a join link's id, a cross-site or oversized form submission (Next throws: 500). And the security headers.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as unknownApi from "@/app/api/[...path]/route";
import * as health from "@/app/api/health/route";
import * as backup from "@/app/api/v1/leagues/[id]/backup/route";
import * as leagueExport from "@/app/api/v1/leagues/[id]/export/route";
import * as merge from "@/app/api/v1/leagues/[id]/members/[memberId]/merge/route";
import * as member from "@/app/api/v1/leagues/[id]/members/[memberId]/route";
import * as league from "@/app/api/v1/leagues/[id]/route";
import * as standings from "@/app/api/v1/leagues/[id]/standings/route";
import * as leagueImport from "@/app/api/v1/leagues/import/route";
import * as leaguesRoot from "@/app/api/v1/leagues/route";
import * as history from "@/app/api/v1/sessions/[id]/history/route";
import * as round from "@/app/api/v1/sessions/[id]/rounds/[number]/route";
import * as rounds from "@/app/api/v1/sessions/[id]/rounds/route";
import * as session from "@/app/api/v1/sessions/[id]/route";
import * as sessionsRoot from "@/app/api/v1/sessions/route";
import * as leagueJoin from "@/app/leagues/[id]/join/route";
import * as sessionBackup from "@/app/sessions/[id]/backup/route";
import * as sessionCreate from "@/app/sessions/[id]/create/route";
import * as sessionJoin from "@/app/sessions/[id]/join/route";
import * as sessionRestore from "@/app/sessions/[id]/restore/route";
import * as sessionSave from "@/app/sessions/[id]/save/route";
import { proxy } from "@/proxy";
import { api, expectError, ninesSession } from "./client";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const params = { params: Promise.resolve({ id: "x", memberId: "y", number: "1", path: ["v1", "nope"] }) };

/** Every route module and the methods it serves. */
const ROUTES: Array<[string, Record<string, unknown>, string[]]> = [
  ["/api/health", health, ["GET"]],
  ["/api/v1/sessions", sessionsRoot, ["POST"]],
  ["/api/v1/sessions/x", session, ["GET", "DELETE"]],
  ["/api/v1/sessions/x/history", history, ["GET"]],
  ["/api/v1/sessions/x/rounds", rounds, ["POST"]],
  ["/api/v1/sessions/x/rounds/1", round, ["PUT", "DELETE"]],
  ["/api/v1/leagues", leaguesRoot, ["POST"]],
  ["/api/v1/leagues/x", league, ["GET"]],
  ["/api/v1/leagues/x/standings", standings, ["GET"]],
  ["/api/v1/leagues/x/export", leagueExport, ["GET"]],
  ["/api/v1/leagues/x/backup", backup, ["GET"]],
  ["/api/v1/leagues/import", leagueImport, ["POST"]],
  ["/api/v1/leagues/x/members/y", member, ["PATCH"]],
  ["/api/v1/leagues/x/members/y/merge", merge, ["POST"]],
  ["/sessions/x/join", sessionJoin, ["GET"]],
  ["/sessions/x/create", sessionCreate, ["POST"]],
  ["/sessions/x/save", sessionSave, ["POST"]],
  ["/sessions/x/backup", sessionBackup, ["GET"]],
  ["/sessions/x/restore", sessionRestore, ["POST"]],
  ["/leagues/x/join", leagueJoin, ["GET"]],
];

type Handler = (request: Request, context: typeof params) => Promise<Response>;

async function call(path: string, module: Record<string, unknown>, method: string): Promise<Response> {
  const handler = module[method] as Handler | undefined;
  expect(handler, `${path} exports no ${method}: Next would answer an empty 405`).toBeTypeOf("function");
  return handler!(new Request(`http://deckside.test${path}`, { method }), params);
}

async function errorOf(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return { status: response.status, body: await response.json() };
}

describe("405 and unknown addresses", () => {
  it("every route answers a method it does not serve with a 405 in the error shape, naming what it allows", async () => {
    for (const [path, module, served] of ROUTES) {
      for (const method of METHODS.filter((m) => !served.includes(m))) {
        const response = await call(path, module, method);
        const allow = response.headers.get("allow") ?? "";
        expectError(await errorOf(response), 405, "method_not_allowed", new RegExp(method));
        for (const m of served) expect(allow, `${method} ${path}`).toContain(m);
      }
    }
  });

  it("an address under /api that names nothing is a 404 in the error shape, for every method", async () => {
    for (const method of METHODS) {
      const response = await call("/api/v1/nope", unknownApi, method);
      expectError(await errorOf(response), 404, "not_found", /\/api\/v1\/nope/);
    }
  });
});

describe("join links with odd ids", () => {
  const ODD_IDS = ["a\u0000b", "line\r\nSet-Cookie: x=1", "tab\there", "名前", "emoji-🂡", "ä", "\u202Eevil", "%zz", ""];

  it("redirect to the (unknown) page with the id encoded, set no cookie, and never throw", async () => {
    for (const [join, kind] of [
      [sessionJoin, "sessions"],
      [leagueJoin, "leagues"],
    ] as const) {
      for (const id of ODD_IDS) {
        const response = await join.GET(new Request(`http://deckside.test/${kind}/x/join?token=abc`), {
          params: Promise.resolve({ id }),
        });
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(`/${kind}/${encodeURIComponent(id)}`);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    }
  });

  it("a real session's join link still sets its cookie, Secure only over HTTPS", async () => {
    const game = await ninesSession();
    for (const [url, headers, secure] of [
      ["http://deckside.test", {}, false],
      ["https://deckside.test", {}, true],
      ["http://deckside.test", { "x-forwarded-proto": "https" }, true],
    ] as const) {
      const response = await sessionJoin.GET(
        new Request(`${url}/sessions/${game.id}/join?token=${game.token}`, { headers }),
        { params: Promise.resolve({ id: game.id }) },
      );
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toContain(`deckside-edit-${game.id}=${game.token}`);
      expect(cookie).toContain(`Path=/sessions/${game.id}`);
      expect(/;\s*Secure/i.test(cookie), `${url} ${JSON.stringify(headers)}`).toBe(secure);
    }
  });
});

function viaProxy(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return proxy(new NextRequest(`http://deckside.test${path}`, init));
}

describe("proxy: refusals Next would answer with a 500", () => {
  it("a malformed %-escape anywhere in the address is a 404 in the error shape", async () => {
    for (const path of ["/api/v1/sessions/%E0%A4%A", "/sessions/%zz", "/leagues/%", "/api/v1/%C0%AF/x", "/%E0%A4"]) {
      expectError(await errorOf(await viaProxy(path)), 404, "not_found", /malformed/);
    }
  });

  it("a cross-site form submission to a page is a 403, not Next's 500", async () => {
    const headers = { origin: "https://evil.example", host: "deckside.test", "content-length": "10" };
    expectError(await errorOf(await viaProxy("/new", { method: "POST", headers })), 403, "forbidden");
    const bad = { origin: "not a url", host: "deckside.test", "content-length": "10" };
    expectError(await errorOf(await viaProxy("/new", { method: "POST", headers: bad })), 403, "forbidden");
  });

  it("a form submission over 1 MB is a 413, one without a length a 400", async () => {
    const big = { origin: "http://deckside.test", host: "deckside.test", "content-length": String(1024 * 1024 + 1) };
    expectError(await errorOf(await viaProxy("/new", { method: "POST", headers: big })), 413, "payload_too_large");
    const chunked = { origin: "http://deckside.test", host: "deckside.test" };
    expectError(await errorOf(await viaProxy("/new", { method: "POST", headers: chunked })), 400, "invalid_body");
  });

  it("a same-site form submission and every GET go through", async () => {
    const same = { origin: "http://deckside.test", host: "deckside.test", "content-length": "10" };
    expect((await viaProxy("/new", { method: "POST", headers: same })).headers.get("x-middleware-next")).toBe("1");
    const proxied = { origin: "https://deckside.club", "x-forwarded-host": "deckside.club", "content-length": "10" };
    expect((await viaProxy("/new", { method: "POST", headers: proxied })).headers.get("x-middleware-next")).toBe("1");
    expect((await viaProxy("/sessions/abc")).headers.get("x-middleware-next")).toBe("1");
    // The API takes Bearer tokens, not cookies: its POSTs are not form submissions.
    expect((await viaProxy("/api/v1/sessions", { method: "POST" })).headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: a form posted to a page without JavaScript (issue 26)", () => {
  const form = (type: string, body: string) => ({
    method: "POST",
    headers: {
      origin: "http://deckside.test",
      host: "deckside.test",
      "content-type": type,
      "content-length": String(Buffer.byteLength(body)),
    },
    body,
  });

  it("malformed multipart form data is a 400 in the error shape, not Next's 500", async () => {
    for (const path of ["/", "/new", "/sessions/abc", "/leagues/abc", "/nope"]) {
      for (const [type, body] of [
        ["multipart/form-data", "garbage"],
        ["multipart/form-data; boundary=x", "--x\r\n"],
        ["multipart/form-data; boundary=x", "{}"],
        ["multipart/form-data; boundary=x", ""],
        ["Multipart/Form-Data; boundary=x", "no parts here"],
      ] as const) {
        expectError(await errorOf(await viaProxy(path, form(type, body))), 400, "invalid_body", /form/);
      }
    }
  });

  it("well-formed form data, and an action's own request (Next's header), go through", async () => {
    const parts = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    expect(
      (await viaProxy("/new", form("multipart/form-data; boundary=x", parts))).headers.get("x-middleware-next"),
    ).toBe("1");
    expect(
      (await viaProxy("/new", form("application/x-www-form-urlencoded", "a=1&b=%zz"))).headers.get("x-middleware-next"),
    ).toBe("1");
    const action = form("multipart/form-data; boundary=x", "garbage");
    (action.headers as Record<string, string>)["next-action"] = "7f".repeat(21);
    expect((await viaProxy("/new", action)).headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: security headers", () => {
  it("every answer carries a CSP with a fresh nonce, frame-ancestors 'none', same-origin referrers, nosniff and a Permissions-Policy", async () => {
    const nonces = new Set<string>();
    for (const path of ["/", "/sessions/abc", "/api/v1/sessions/abc"]) {
      const response = await viaProxy(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeDefined();
      nonces.add(nonce!);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Next reads the nonce from the forwarded request's CSP header.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(nonces.size).toBe(3);
  });

  it("HSTS only when the browser came over HTTPS (a TLS proxy's x-forwarded-proto, or the URL)", async () => {
    const forwarded = await viaProxy("/", { headers: { "x-forwarded-proto": "https" } });
    expect(forwarded.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const direct = await proxy(new NextRequest("https://deckside.test/"));
    expect(direct.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const refused = await viaProxy("/%zz", { headers: { "x-forwarded-proto": "https" } });
    expect(refused.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

it("the API still answers a real session after all this (sanity)", async () => {
  const game = await ninesSession();
  expect((await api.getSession(game.id)).status).toBe(200);
});
