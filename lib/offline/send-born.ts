import type { Violation } from "../games/types";
import type { IssueDetail } from "../i18n/zod-issues";
import type { BornGame } from "./born-games";

// Sends a game started on this phone to the server: the page route `POST /sessions/<id>/create`, which keeps the
// phone's ids and secret and sets this phone's edit cookie. A replay is answered as the first (the create may have
// landed while its answer was lost), so it is safe to send again until an answer arrives.

export type BornSend =
  | { ok: true }
  /** No answer (no network, a server that does not answer in time, or one that is down): try again later. */
  | { ok: false; network: true }
  | { ok: false; network?: false; code: string; message: string; violations: Violation[] };

/** How long a create may hang before it counts as "no answer" (a stalled network must not hold the table). */
export const CREATE_TIMEOUT_MS = 4000;

/** A rematch goes to the finished game's rematch route (its edit cookie is scoped to its pages); a game to create. */
const addressOf = (game: BornGame) =>
  game.rematchOf
    ? `/sessions/${encodeURIComponent(game.rematchOf)}/rematch`
    : `/sessions/${encodeURIComponent(game.id)}/create`;

/** The rematch route takes only what the phone chose: the rest is the finished game's. */
const bodyOf = ({ id, token, create, rematchOf }: BornGame) =>
  rematchOf ? { id, token, playerIds: create.playerIds } : { ...create, token };

export async function sendBorn(game: BornGame, timeoutMs = CREATE_TIMEOUT_MS): Promise<BornSend> {
  let response: Response;
  try {
    response = await fetch(addressOf(game), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bodyOf(game)),
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, network: true };
  }
  if (response.ok) return { ok: true };
  // A server that is busy or down is not a verdict on the game.
  if (response.status >= 500 || response.status === 429) return { ok: false, network: true };
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: { violations?: Violation[]; issues?: IssueDetail[] } };
  } | null;
  return {
    ok: false,
    code: body?.error?.code ?? "internal",
    message: body?.error?.message ?? `The server answered ${response.status}.`,
    // A schema issue is a violation on its field, as the form shows the server action's (lib/sessions/action-result.ts).
    violations:
      body?.error?.details?.violations ??
      (body?.error?.details?.issues ?? []).map(({ path, ...issue }) => ({ ...issue, field: path })),
  };
}
