import { MAX_BODY_BYTES } from "@/lib/api/request";
import { ACTION_BODY_LIMIT } from "@/lib/auth/security-headers";
import { BACKUP_MAX_BYTES } from "@/lib/leagues/backup-schema";

// The largest body each address takes, for the server's refusal before Next reads any of it (gate.ts, body-watch.ts).
// The routes keep their own limit as readJson's parameter; this table says the same for the server in front of them.

/**
 * API routes that document a limit of their own (every other one takes the API's usual 64 KiB), and whether
 * proxy.ts runs before them (its matcher leaves out the import: body-limits.test.ts checks the two agree).
 */
export const OWN_LIMITS: Readonly<Record<string, { bytes: number; proxied: boolean }>> = {
  "/api/v1/leagues/import": { bytes: BACKUP_MAX_BYTES, proxied: false },
};

/**
 * Page routes that take a JSON body as the API does, with its limit: the phone's create and save (issue 27), a
 * backup's restore (one game at a time) and a phone's presence (issue 28).
 */
const JSON_PAGE_ROUTES = [/^\/sessions\/[^/]+\/(create|save|restore|presence)$/];

/**
 * The body limit of an address: its route's under /api and for a page route that reads JSON, a form submission's
 * (a server action) for a page.
 */
export function bodyLimit(pathname: string): number {
  if (pathname === "/api" || pathname.startsWith("/api/")) return OWN_LIMITS[pathname]?.bytes ?? MAX_BODY_BYTES;
  if (JSON_PAGE_ROUTES.some((route) => route.test(pathname))) return MAX_BODY_BYTES;
  return ACTION_BODY_LIMIT;
}

/** The largest body an address behind proxy.ts takes: what Next's proxy must be able to hold (next.config.js). */
export const LARGEST_PROXIED_BODY = Math.max(
  MAX_BODY_BYTES,
  ACTION_BODY_LIMIT,
  ...Object.values(OWN_LIMITS)
    .filter((limit) => limit.proxied)
    .map((limit) => limit.bytes),
);

/**
 * The most one read from a socket hands over (libuv reads 64 KiB at a time). Next's proxy, past its limit, drops
 * the chunk that crossed it and everything after: with a limit of LARGEST_PROXIED_BODY plus this, the part a route
 * still sees of a body too large for it is itself larger than the route's limit, so the route answers 413, not a 400
 * for JSON cut short (next.config.js, `proxyClientMaxBodySize`).
 */
export const SOCKET_READ_BYTES = 64 * 1024;
