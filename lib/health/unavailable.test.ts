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

  it("stops at a cycle of causes", () => {
    const a: Error & { cause?: unknown } = new Error("a");
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
