import "server-only";
import { cookies, headers } from "next/headers";
import { servedOverHttps } from "../auth/https";
import { KEEP, putFirst, RECENT_COOKIES } from "./cookie-names";
import { recentIdSchema } from "./schema";

// The games and leagues this browser started or opened, newest first, so the home page lists this table's
// games and not everyone's on a shared server (reading stays open to whoever has an id, as in the API).
const NAMES = RECENT_COOKIES;

export { KEEP };

export type RecentKind = keyof typeof NAMES;

export async function recentIds(kind: RecentKind): Promise<string[]> {
  return parseIds((await cookies()).get(NAMES[kind])?.value ?? "");
}

/** The list as a request's Cookie header carries it (route handlers that build their own response). */
export function recentIdsOf(kind: RecentKind, request: Request): string[] {
  const prefix = `${NAMES[kind]}=`;
  const pair = (request.headers.get("cookie") ?? "").split(/;\s*/).find((part) => part.startsWith(prefix));
  try {
    return parseIds(pair ? decodeURIComponent(pair.slice(prefix.length)) : "");
  } catch {
    return []; // a malformed cookie is no list: start a new one
  }
}

function parseIds(value: string): string[] {
  return value.split(".").filter((id) => recentIdSchema.safeParse(id).success);
}

/** The cookie that puts `id` first in `current` (for a route handler's own response), or null when it is first already. */
export function recentCookie(kind: RecentKind, id: string, current: readonly string[], secure: boolean) {
  if (current[0] === id) return null; // already first: no cookie to set, no re-render
  return {
    name: NAMES[kind],
    value: putFirst(id, current).join("."),
    path: "/",
    sameSite: "lax" as const,
    secure,
    maxAge: 60 * 60 * 24 * 365 * 2,
  };
}

/** Puts `id` first in the list (server actions and route handlers only: pages cannot set cookies). */
export async function rememberRecent(kind: RecentKind, id: string): Promise<void> {
  const cookie = recentCookie(kind, id, await recentIds(kind), servedOverHttps(await headers()));
  if (cookie) (await cookies()).set(cookie);
}
