// League endpoints, called as real route handlers (see client.ts).

import { GET as exportLeague } from "@/app/api/v1/leagues/[id]/export/route";
import { POST as mergeMember } from "@/app/api/v1/leagues/[id]/members/[memberId]/merge/route";
import { PATCH as renameMember } from "@/app/api/v1/leagues/[id]/members/[memberId]/route";
import { GET as getLeague } from "@/app/api/v1/leagues/[id]/route";
import { GET as standings } from "@/app/api/v1/leagues/[id]/standings/route";
import { POST as createLeague } from "@/app/api/v1/leagues/route";
import { DELETE as deleteSession } from "@/app/api/v1/sessions/[id]/route";
import { POST as createSession } from "@/app/api/v1/sessions/route";
import type { Reply } from "./client";

const base = "http://deckside.test";

function request(method: string, path: string, body?: unknown, token?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Request(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  return { status: response.status, body: type.includes("json") ? JSON.parse(text) : text };
}

export const leagues = {
  create: async (body: unknown) => reply(await createLeague(request("POST", "/api/v1/leagues", body))),
  get: async (id: string) =>
    reply(await getLeague(request("GET", `/api/v1/leagues/${id}`), { params: Promise.resolve({ id }) })),
  standings: async (id: string, query = "") =>
    reply(
      await standings(request("GET", `/api/v1/leagues/${id}/standings${query}`), { params: Promise.resolve({ id }) }),
    ),
  export: async (id: string, query: string) =>
    reply(
      await exportLeague(request("GET", `/api/v1/leagues/${id}/export${query}`), { params: Promise.resolve({ id }) }),
    ),
  rename: async (id: string, memberId: string, name: string, token?: string) =>
    reply(
      await renameMember(request("PATCH", `/api/v1/leagues/${id}/members/${memberId}`, { name }, token), {
        params: Promise.resolve({ id, memberId }),
      }),
    ),
  merge: async (id: string, memberId: string, into: string, token?: string) =>
    reply(
      await mergeMember(request("POST", `/api/v1/leagues/${id}/members/${memberId}/merge`, { into }, token), {
        params: Promise.resolve({ id, memberId }),
      }),
    ),
  createSession: async (body: unknown, token?: string) =>
    reply(await createSession(request("POST", "/api/v1/sessions", body, token))),
  deleteSession: async (id: string, token?: string) =>
    reply(
      await deleteSession(request("DELETE", `/api/v1/sessions/${id}`, undefined, token), {
        params: Promise.resolve({ id }),
      }),
    ),
};
