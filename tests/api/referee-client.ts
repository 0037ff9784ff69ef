// Calls the referee routes' handlers (contract-checked, contract-hooks.ts) with real Requests.
import { POST as gameCheck, GET as gameQuery } from "@/app/api/v1/games/[game]/referee/[check]/route";
import { POST as sessionCheck, GET as sessionQuery } from "@/app/api/v1/sessions/[id]/referee/[check]/route";
import { GET as sessionTable } from "@/app/api/v1/sessions/[id]/referee/route";
import type { Reply } from "./client";

const base = "http://deckside.test";

function post(path: string, body: unknown, raw?: string): Request {
  return new Request(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
}

async function reply(response: Response): Promise<Reply> {
  return { status: response.status, body: await response.json() };
}

export const referee = {
  /** `POST /api/v1/games/:game/referee/:check`. */
  check: async (game: string, check: string, body: unknown, raw?: string) =>
    reply(
      await gameCheck(post(`/api/v1/games/${game}/referee/${check}`, body, raw), {
        params: Promise.resolve({ game, check }),
      }),
    ),
  /** `POST /api/v1/sessions/:id/referee/:check`. */
  inSession: async (id: string, check: string, body: unknown) =>
    reply(
      await sessionCheck(post(`/api/v1/sessions/${id}/referee/${check}`, body), {
        params: Promise.resolve({ id, check }),
      }),
    ),
  /** `GET /api/v1/games/:game/referee/:check?…`. */
  ask: async (game: string, check: string, query: string) =>
    reply(
      await gameQuery(new Request(`${base}/api/v1/games/${game}/referee/${check}?${query}`), {
        params: Promise.resolve({ game, check }),
      }),
    ),
  /** `GET /api/v1/sessions/:id/referee/:check?…`. */
  askInSession: async (id: string, check: string, query: string) =>
    reply(
      await sessionQuery(new Request(`${base}/api/v1/sessions/${id}/referee/${check}?${query}`), {
        params: Promise.resolve({ id, check }),
      }),
    ),
  /** `GET /api/v1/sessions/:id/referee`. */
  table: async (id: string) =>
    reply(
      await sessionTable(new Request(`${base}/api/v1/sessions/${id}/referee`), { params: Promise.resolve({ id }) }),
    ),
};
