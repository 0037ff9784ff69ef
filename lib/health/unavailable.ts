// Whether a failure means "the database is not answering" (down, restarting, unreachable, out of connections,
// locked past the busy timeout) rather than a bug: those answer 503 with Retry-After, and the client retries.
// Read from the error's codes alone (no Prisma import): Prisma's own codes, the driver adapter's error kind,
// and the raw socket, PostgreSQL and SQLite codes underneath, at any depth of causes.

/** Prisma: can't reach the server, timed out (SQLite busy), connection closed, too many connections. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "SocketTimeout", "ConnectionClosed", "TooManyConnections"]);

/**
 * PostgreSQL's SQLSTATEs that mean the connection or the server went away, not the query:
 * class 08 (connection exception: 08000, 08003, 08006, 08001, 08004, 08P01, ...);
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down, recovering),
 * 57P05 idle session timeout; 25P03 idle-in-transaction timeout (both close the connection);
 * class 53 (insufficient resources: 53000, 53100 disk full, 53200 out of memory, 53300 too many connections, 53400).
 */
const POSTGRES_CODES = /^(08[0-9A-Z]{3}|57P0[1235]|25P03|53[0-9A-Z]{3})$/;

/**
 * Node's socket and DNS errors on the way to the server (what node-postgres passes on as they are), and the
 * stream errors of writing to a socket the server closed; SQLite busy past its timeout.
 */
const SOCKET_CODES = new Set([
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
]);
const SQLITE_BUSY = /^SQLITE_BUSY\w*$/;

/**
 * What node-postgres and Prisma say, with no code, when the server goes away (mid-query or mid-transaction), when a
 * pooled client broke, or when no connection came in time.
 */
const DRIVER_MESSAGES = new RegExp(
  [
    "Connection terminated", // node-postgres: "... unexpectedly", "... due to connection timeout"
    "timeout exceeded when trying to connect", // pg-pool
    "Client has encountered a connection error and is not queryable",
    "Client was closed and is not queryable",
    "Unable to start a transaction in the given time", // Prisma's transaction pool
    "Server has closed the connection", // Prisma P1017's sentence
    "Can't reach database server", // Prisma P1001's sentence
  ].join("|"),
);

type Inspectable = {
  code?: unknown;
  errorCode?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown; code?: unknown };
  errors?: unknown;
};

/** A code of any of the layers: Prisma's, PostgreSQL's SQLSTATE, a socket's or SQLite's. */
function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== "string") return false;
  return PRISMA_CODES.has(code) || POSTGRES_CODES.test(code) || SOCKET_CODES.has(code) || SQLITE_BUSY.test(code);
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as Inspectable;
  // `errorCode`: Prisma's initialization error; `meta.code`: a raw query's failure (P2010) names the SQLSTATE there.
  if ([e.code, e.errorCode, e.originalCode, e.meta?.code].some(isUnavailableCode)) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === "string" && DRIVER_MESSAGES.test(e.message)) return true;
  const nested = [e.cause, e.meta?.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
