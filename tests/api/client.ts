// Calls the real route handlers with real Requests, against the test file's own SQLite database.
import { GET as health } from "@/app/api/health/route";
import { POST as createSession } from "@/app/api/v1/sessions/route";
import { GET as getSession } from "@/app/api/v1/sessions/[id]/route";
import { POST as addRound } from "@/app/api/v1/sessions/[id]/rounds/route";
import { DELETE as deleteRound, PUT as putRound } from "@/app/api/v1/sessions/[id]/rounds/[number]/route";

export interface Reply<T = any> {
  status: number;
  body: T;
}

const base = "http://deckside.test";

function request(method: string, path: string, body?: unknown, token?: string, raw?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Request(`${base}${path}`, { method, headers, body: payload });
}

async function reply(response: Response): Promise<Reply> {
  return { status: response.status, body: await response.json() };
}

export const api = {
  health: async () => reply(await health()),
  createSession: async (body: unknown, raw?: string) => reply(await createSession(request("POST", "/api/v1/sessions", body, undefined, raw))),
  getSession: async (id: string) => reply(await getSession(request("GET", `/api/v1/sessions/${id}`), { params: Promise.resolve({ id }) })),
  addRound: async (id: string, body: unknown, token?: string, raw?: string) =>
    reply(await addRound(request("POST", `/api/v1/sessions/${id}/rounds`, body, token, raw), { params: Promise.resolve({ id }) })),
  putRound: async (id: string, number: number | string, body: unknown, token?: string) =>
    reply(await putRound(request("PUT", `/api/v1/sessions/${id}/rounds/${number}`, body, token), { params: Promise.resolve({ id, number: String(number) }) })),
  deleteRound: async (id: string, number: number | string, token?: string) =>
    reply(await deleteRound(request("DELETE", `/api/v1/sessions/${id}/rounds/${number}`, undefined, token), { params: Promise.resolve({ id, number: String(number) }) })),
};

/** Creates a Nines session and returns its id, token and player ids by name. */
export async function ninesSession(players = ["Ann", "Ben", "Cem"], options: Record<string, unknown> = {}, firstDealer = 0) {
  const created = await api.createSession({ game: "nines", players, options, firstDealer });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const ids = Object.fromEntries(created.body.players.map((p: { name: string; id: string }) => [p.name, p.id])) as Record<string, string>;
  return { id: created.body.id as string, token: created.body.token as string, ids, session: created.body };
}
