import { z } from "zod";
import { type ErrorCode, HTTP_STATUS } from "../errors";

// Error answers in the document: `{ error: { code, message, details? } }` for every status, with exactly the codes
// the operation can return at that status, so a test answer with an undocumented code fails.

const DETAILS: Partial<Record<ErrorCode, string>> = {
  invalid_body:
    "`details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, " +
    "`name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character " +
    "in it), and a league's `league_name_required`, `league_name_too_long`.",
  rule_violation: "`details.violations`: every rule broken (`Violation`).",
  stale_round: "`details.next`: the round number that would be next now (where known).",
  too_many_rounds: "`details.max`: 1,000.",
  too_many_members: "`details.max`: 1,000.",
  idempotency_key_reused: "`details.round`, `details.kind`: what the key's first write did.",
  id_taken: "`details.field`: `id` or `playerIds`.",
};

const WHEN: Record<ErrorCode, string> = {
  invalid_json: "the body is empty or not JSON",
  invalid_body: "the body or query has the wrong shape",
  unauthorized: "the token is missing or wrong",
  not_found: "an unknown id or round number",
  rule_violation: "a well-formed request the rules forbid",
  stale_round: "the rounds changed meanwhile (another phone was quicker)",
  game_finished: "the game is over, or a change would make a later round invalid",
  not_last_round: "only the last round can be undone",
  idempotency_key_reused:
    "the `Idempotency-Key` was already used by another write of this session (another entry, round or kind); nothing was changed",
  id_taken:
    "the chosen session id is taken by a game with another token or other settings, or a chosen player id is taken; nothing was written",
  payload_too_large:
    "the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks",
  too_many_rounds: "the session already holds 1,000 rounds",
  too_many_members: "the league would have more than 1,000 members",
  method_not_allowed: "a method this address does not serve (`Allow` lists those it does)",
  forbidden: "a form on another site",
  unavailable:
    "the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`)",
  rate_limited: "this address started too many league imports lately (`Retry-After`)",
  database_unavailable: "the health check found the database not answering (`GET /api/health` only)",
  internal: "a bug or an outage; nothing was changed",
};

/** Every error code the API can answer (lib/errors.ts). */
export const ERROR_CODES = Object.keys(HTTP_STATUS) as ErrorCode[];

function errorSchema(codes: readonly ErrorCode[]) {
  return z.strictObject({
    error: z.strictObject({
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      message: z.string().meta({ description: "A sentence a person can act on." }),
      details: z.unknown().optional(),
    }),
  });
}

/** The shape every error shares (any code): for the reference page and generic clients. */
export const anyErrorSchema = errorSchema(ERROR_CODES).meta({
  id: "Error",
  description: "Every error, whatever its status: `{ error: { code, message, details? } }`.",
});

/** The responses for these codes, one per status; `unavailable` and `internal` are added to every operation. */
export function errorResponses(codes: readonly ErrorCode[], extra: { retryAfter?: boolean } = {}) {
  const all = [...new Set<ErrorCode>([...codes, "internal", "unavailable"])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of all) byStatus.set(HTTP_STATUS[code], [...(byStatus.get(HTTP_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list
            .map((code) => `\`${code}\`: ${WHEN[code]}.${DETAILS[code] ? ` ${DETAILS[code]}` : ""}`)
            .join(" "),
          ...(status === 503 || status === 429 || extra.retryAfter
            ? { headers: z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait." }) }) }
            : {}),
          content: { "application/json": { schema: errorSchema(list) } },
        },
      ]),
  );
}

export const methodNotAllowedSchema = errorSchema(["method_not_allowed"]);
