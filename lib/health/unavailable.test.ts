import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { code, ...extra });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma: server unreachable", withCode("P1001")],
    ["Prisma: SQLite busy past its timeout", withCode("P1008")],
    ["Prisma: connection closed", withCode("P1017")],
    [
      "adapter error kind inside meta",
      withCode("P9999", { meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } }),
    ],
    ["raw socket refusal", withCode("ECONNREFUSED", { syscall: "connect" })],
    ["localhost tried on both addresses", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")])],
    ["PostgreSQL shutting down", withCode("57P01", { severity: "FATAL" })],
    ["PostgreSQL starting up", withCode("57P03")],
    ["PostgreSQL out of connections", withCode("53300")],
    ["node-postgres lost the server", new Error("Connection terminated unexpectedly")],
    ["wrapped in a cause", new Error("query failed", { cause: withCode("SQLITE_BUSY_SNAPSHOT") })],
  ])("%s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation (a race, answered 409)", withCode("P2002")],
    ["a missing table (a bug)", withCode("P2021")],
    ["a type error", new TypeError("x is undefined")],
    ["a constraint", withCode("SQLITE_CONSTRAINT_FOREIGNKEY")],
    ["not an error", "ECONNREFUSED"],
    ["null", null],
  ])("not %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  // Issue 26: every way PostgreSQL, node-postgres or the socket says "the connection is gone" (one write in 908
  // during an outage still answered 500).
  const pgError = (code: string, message = "x") => Object.assign(new Error(message), { code, severity: "FATAL" });
  it.each([
    ...["08000", "08003", "08006", "08001", "08004", "08P01"].map((code) => [
      `SQLSTATE ${code} (connection)`,
      pgError(code),
    ]),
    ...["57P01", "57P02", "57P03", "57P05", "25P03"].map((code) => [
      `SQLSTATE ${code} (server ends the session)`,
      pgError(code),
    ]),
    ...["53000", "53100", "53200", "53300", "53400"].map((code) => [`SQLSTATE ${code} (resources)`, pgError(code)]),
    ...[
      "ECONNREFUSED",
      "ECONNRESET",
      "ECONNABORTED",
      "ETIMEDOUT",
      "EPIPE",
      "ENOTFOUND",
      "EAI_AGAIN",
      "EHOSTUNREACH",
      "EHOSTDOWN",
      "ENETUNREACH",
      "ENETDOWN",
      "ENETRESET",
      "ERR_SOCKET_CLOSED",
      "ERR_STREAM_DESTROYED",
      "ERR_STREAM_WRITE_AFTER_END",
    ].map((code) => [`socket ${code}`, withCode(code, { syscall: "read" })]),
    ...[
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
      "Client was closed and is not queryable",
      "Transaction API error: Unable to start a transaction in the given time.",
    ].map((message) => [`node-postgres / Prisma: "${message}"`, new Error(message)]),
    [
      "the adapter's kind postgres with the SQLSTATE, inside a known request error's meta",
      withCode("P2010", { meta: { driverAdapterError: { cause: { kind: "postgres", code: "57P01" } } } }),
    ],
    ["a raw query's failure naming the SQLSTATE in meta", withCode("P2010", { meta: { code: "08006" } })],
    ["the adapter's originalCode", withCode("P9999", { originalCode: "57P05" })],
    ["Prisma's initialization error (errorCode)", Object.assign(new Error("init"), { errorCode: "P1001" })],
  ] as Array<[string, unknown]>)("the connection is gone: %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: error }))).toBe(true);
  });

  it.each([
    ["a syntax error", pgError("42601")],
    ["a unique violation", pgError("23505")],
    ["a statement timeout (the query, not the connection)", pgError("57014")],
    ["a serialization failure (answered 409 elsewhere)", pgError("40001")],
    ["an invalid text value", pgError("22P02")],
    ["a file not found", withCode("ENOENT")],
  ])("a query's own failure is not: %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops at a cycle of causes", () => {
    const a: Error & { cause?: unknown } = new Error("a");
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
