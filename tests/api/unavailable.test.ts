// While the database does not answer, API requests get 503 `unavailable` with Retry-After (never a 500 that
// claims "nothing was changed"), and the same request lands once the database is back.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { POST as addRound } from "@/app/api/v1/sessions/[id]/rounds/route";
import { db } from "@/lib/db";
import { HTTP_STATUS } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { api, ninesSession } from "./client";

const sqlite = (process.env.DATABASE_URL ?? "").startsWith("file:");

/** POST a round through the real route handler, keeping the headers. */
async function post(id: string, token: string, body: unknown) {
  const request = new Request(`http://deckside.test/api/v1/sessions/${id}/rounds`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const response = await addRound(request, { params: Promise.resolve({ id }) });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: await response.json() };
}

function expectUnavailable(reply: Awaited<ReturnType<typeof post>>) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(503);
  expect(reply.body.error.code).toBe("unavailable");
  expect(reply.body.error.message).toMatch(/database/);
  expect(Number(reply.retryAfter)).toBeGreaterThan(0);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the database not answering", () => {
  it.skipIf(!sqlite)(
    "a write while another connection holds the SQLite file locked: 503, then it lands",
    async () => {
      const s = await ninesSession();
      const { default: Database } = await import("better-sqlite3");
      const holder = new Database(process.env.DATABASE_URL!.replace(/^file:/, ""));
      holder.exec("BEGIN EXCLUSIVE");
      let reply: Awaited<ReturnType<typeof post>>;
      try {
        reply = await post(s.id, s.token, { ...s.entry("Ann", { Ben: 5, Cem: 4 }), round: 1 });
      } finally {
        holder.exec("ROLLBACK");
        holder.close();
      }
      expectUnavailable(reply);
      expect((await api.getSession(s.id)).body.rounds).toHaveLength(0);
      expect((await post(s.id, s.token, { ...s.entry("Ann", { Ben: 5, Cem: 4 }), round: 1 })).status).toBe(201);
    },
    20_000,
  );

  it.each([
    ["the server is unreachable", "P1001", "Can't reach database server at 127.0.0.1:5432"],
    ["the connection was closed", "P1017", "Server has closed the connection."],
    ["too many connections", "P2037", "Too many database connections opened"],
  ])("%s (driver error %s): 503 unavailable with Retry-After", async (_, code, message) => {
    const s = await ninesSession();
    // A round write's transaction starts on the hot path's executor (Prisma's $transaction on PostgreSQL).
    vi.spyOn(db.hot, "transaction").mockRejectedValue(
      new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: Prisma.prismaVersion.client }),
    );
    expectUnavailable(await post(s.id, s.token, s.entry("Ann", { Ben: 5, Cem: 4 })));
  });

  // Issue 26: what node-postgres and the socket raise as they are (the adapter passes them on unconverted), and the
  // PostgreSQL codes of a server that ends the session or runs out of resources.
  it.each([
    [
      "idle session timeout",
      Object.assign(new Error("terminating connection due to idle-session timeout"), {
        code: "57P05",
        severity: "FATAL",
      }),
    ],
    ["out of memory", Object.assign(new Error("out of memory"), { code: "53200", severity: "ERROR" })],
    ["a broken pooled client", new Error("Client has encountered a connection error and is not queryable")],
    [
      "the socket aborted",
      Object.assign(new Error("read ECONNABORTED"), { code: "ECONNABORTED", syscall: "read", errno: -103 }),
    ],
    [
      "the network unreachable",
      Object.assign(new Error("connect ENETUNREACH"), { code: "ENETUNREACH", syscall: "connect" }),
    ],
    [
      "a raw query's failure naming the SQLSTATE",
      new Prisma.PrismaClientKnownRequestError("Raw query failed. Code: `08006`.", {
        code: "P2010",
        clientVersion: Prisma.prismaVersion.client,
        meta: { code: "08006", message: "connection failure" },
      }),
    ],
  ])("%s: 503 unavailable with Retry-After", async (_, error) => {
    const s = await ninesSession();
    vi.spyOn(db.hot, "transaction").mockRejectedValue(error);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expectUnavailable(await post(s.id, s.token, s.entry("Ann", { Ben: 5, Cem: 4 })));
  });

  it("a bug is still a 500 internal without Retry-After", async () => {
    const s = await ninesSession();
    vi.spyOn(db.hot, "transaction").mockRejectedValue(new TypeError("x is undefined"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await post(s.id, s.token, s.entry("Ann", { Ben: 5, Cem: 4 }));
    expect(reply.status).toBe(500);
    expect(reply.body.error.code).toBe("internal");
    expect(reply.retryAfter).toBeNull();
  });
});

describe("the health check", () => {
  it("answers 503 with a declared error code (lib/errors.ts) while the database does not answer, 200 once it does", async () => {
    vi.spyOn(db.gameSession, "findFirst").mockRejectedValue(
      new Prisma.PrismaClientKnownRequestError("Can't reach database server", {
        code: "P1001",
        clientVersion: Prisma.prismaVersion.client,
      }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const down = await health();
    const body = await down.json();
    expect(down.status).toBe(503);
    expect(body).toEqual({ ok: false, error: { code: "database_unavailable", message: expect.any(String) } });
    expect(HTTP_STATUS[body.error.code as keyof typeof HTTP_STATUS]).toBe(503);
    vi.restoreAllMocks();
    const up = await health();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ok: true });
  });
});
