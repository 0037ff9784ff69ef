// Whether a failure means "the database is not answering" (down, restarting, unreachable, out of connections,
// locked past the busy timeout) rather than a bug: those answer 503 with Retry-After, and the client retries.
// Read from the error's codes alone (no Prisma import): Prisma's own codes, the driver adapter's error kind,
// and the raw socket, PostgreSQL and SQLite codes underneath.

/** Prisma: can't reach the server, timed out (SQLite busy), connection closed, too many connections. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "SocketTimeout", "ConnectionClosed", "TooManyConnections"]);
/** Sockets; PostgreSQL connection exceptions (08…), shutdown and start-up (57P0x), too many connections; SQLite busy. */
const DRIVER_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EPIPE|08\w{3}|57P0[1-3]|53300|SQLITE_BUSY\w*)$/;
/** What node-postgres says when the server goes away or its pool cannot connect in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Unable to start a transaction in the given time/;

type Inspectable = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
  errors?: unknown;
};

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as Inspectable;
  if (typeof e.code === "string" && (PRISMA_CODES.has(e.code) || DRIVER_CODES.test(e.code))) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.originalCode === "string" && DRIVER_CODES.test(e.originalCode)) return true;
  if (typeof e.message === "string" && DRIVER_MESSAGES.test(e.message)) return true;
  const nested = [e.cause, e.meta?.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
