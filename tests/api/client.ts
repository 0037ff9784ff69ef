// Calls the real route handlers with real Requests, against the test file's own SQLite database.
import { expect } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { DELETE as deleteRound, PUT as putRound } from "@/app/api/v1/sessions/[id]/rounds/[number]/route";
import { POST as addRound } from "@/app/api/v1/sessions/[id]/rounds/route";
import { GET as getSession } from "@/app/api/v1/sessions/[id]/route";
import { POST as createSession } from "@/app/api/v1/sessions/route";

export interface Reply<T = any> {
  status: number;
  body: T;
}

const base = "http://deckside.test";

/** `token` is sent as `Authorization: Bearer <token>`; `{ authorization }` sends that header verbatim. */
export type Auth = string | { authorization: string } | undefined;

function request(method: string, path: string, body?: unknown, auth?: Auth, raw?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (typeof auth === "string" && auth) headers.authorization = `Bearer ${auth}`;
  if (typeof auth === "object") headers.authorization = auth.authorization;
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Request(`${base}${path}`, { method, headers, body: payload });
}

async function reply(response: Response): Promise<Reply> {
  return { status: response.status, body: await response.json() };
}

export const api = {
  health: async () => reply(await health()),
  createSession: async (body: unknown, raw?: string) =>
    reply(await createSession(request("POST", "/api/v1/sessions", body, undefined, raw))),
  getSession: async (id: string) =>
    reply(await getSession(request("GET", `/api/v1/sessions/${id}`), { params: Promise.resolve({ id }) })),
  addRound: async (id: string, body: unknown, token?: Auth, raw?: string) =>
    reply(
      await addRound(request("POST", `/api/v1/sessions/${id}/rounds`, body, token, raw), {
        params: Promise.resolve({ id }),
      }),
    ),
  putRound: async (id: string, number: number | string, body: unknown, token?: Auth, raw?: string) =>
    reply(
      await putRound(request("PUT", `/api/v1/sessions/${id}/rounds/${number}`, body, token, raw), {
        params: Promise.resolve({ id, number: String(number) }),
      }),
    ),
  deleteRound: async (id: string, number: number | string, token?: Auth) =>
    reply(
      await deleteRound(request("DELETE", `/api/v1/sessions/${id}/rounds/${number}`, undefined, token), {
        params: Promise.resolve({ id, number: String(number) }),
      }),
    ),
};

/** Creates a Nines session and returns its id, token and player ids by name. */
export async function ninesSession(
  players = ["Ann", "Ben", "Cem"],
  options: Record<string, unknown> = {},
  firstDealer = 0,
) {
  const created = await api.createSession({ game: "nines", players, options, firstDealer });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const ids = Object.fromEntries(
    created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]),
  ) as Record<string, string>;
  const session = { id: created.body.id as string, token: created.body.token as string, ids, session: created.body };
  return {
    ...session,
    /** A Nines round entry by player name: `entry("Ann", { Ben: 5, Cem: "KS" })`. */
    entry: (winner: string, hands: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      winner: ids[winner] ?? winner,
      hands: Object.fromEntries(Object.entries(hands).map(([name, hand]) => [ids[name] ?? name, hand])),
      ...extra,
    }),
    /** Adds a round by player name and insists it lands. */
    play: async (winner: string, hands: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const body = {
        winner: ids[winner] ?? winner,
        hands: Object.fromEntries(Object.entries(hands).map(([name, hand]) => [ids[name] ?? name, hand])),
        ...extra,
      };
      const r = await api.addRound(session.id, body, session.token);
      if (r.status !== 201) throw new Error(`round refused: ${JSON.stringify(r.body)}`);
      return r.body as { round: any; session: any };
    },
    /** The player's name for an id (for readable assertions). */
    name: (id: string) => Object.keys(ids).find((name) => ids[name] === id) ?? id,
  };
}

export type NinesTable = Awaited<ReturnType<typeof ninesSession>>;

/** Standings as [name, score, rank] rows, best first. */
export function table(session: any): Array<[string, number, number]> {
  return session.standings.map((s: any) => [s.name, s.score, s.rank]);
}

/** The contract's error shape, a status and code, and a message a person can act on. */
export function expectError(r: Reply, status: number, code: string, message?: RegExp): any {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(Object.keys(r.body)).toEqual(["error"]);
  const error = r.body.error;
  expect(error.code).toBe(code);
  for (const key of Object.keys(error)) expect(["code", "message", "details"]).toContain(key);
  expect(typeof error.message).toBe("string");
  expect(error.message.length).toBeGreaterThan(10);
  // Zod's "received undefined" (a missing field) and quoted input ("NaN" is not a round number) are fine;
  // a bare undefined, NaN or [object Object] is a bug.
  expect(error.message).not.toMatch(/(?<!received |")undefined|\[object Object\]|(?<!")NaN/);
  if (message) expect(error.message).toMatch(message);
  return error;
}

/** The violations of a 422 answer: each with a code and (unless noted) a field. */
export function violations(error: any): Array<{ code: string; field?: string; message: string; params?: any }> {
  expect(Array.isArray(error.details?.violations), JSON.stringify(error)).toBe(true);
  for (const v of error.details.violations) {
    expect(typeof v.code).toBe("string");
    expect(typeof v.message).toBe("string");
  }
  return error.details.violations;
}

/**
 * Runs a request that must be refused and checks that it changed nothing: the session read back afterwards is
 * identical (rounds, totals, standings, status, next, updatedAt).
 */
export async function expectRefused(
  id: string,
  run: () => Promise<Reply>,
  status: number,
  code: string,
  message?: RegExp,
): Promise<any> {
  const before = await api.getSession(id);
  expect(before.status).toBe(200);
  const error = expectError(await run(), status, code, message);
  const after = await api.getSession(id);
  expect(after.body).toEqual(before.body);
  return error;
}

/** Whether `token` or a `token` field appears anywhere in a value. */
export function containsToken(value: unknown, token: string): boolean {
  if (typeof value === "string") return value.includes(token);
  if (Array.isArray(value)) return value.some((item) => containsToken(item, token));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => /token/i.test(key) || containsToken(item, token));
  }
  return false;
}

/** The usual player names' ids, for destructuring (`const { Ann, Ben } = s.ids as Ids`). */
export type Ids = Record<"Ann" | "Ben" | "Cem" | "Dan", string>;
