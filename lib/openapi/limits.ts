import { MAX_ROUNDS, MAX_TARGET } from "../games/limits";
import { HISTORY_PAGE_ON_SCREEN, HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE } from "../history/paging";
import { IMPORT_BURST, IMPORT_REFILL_SECONDS } from "../imports/gate";
import { BACKUP_MAX_BYTES, MAX_BACKUP_SESSIONS } from "../leagues/backup-schema";
import { MAX_LEAGUE_MEMBERS } from "../leagues/schema";
import {
  MAX_REPLAY,
  MAX_STREAM_MS,
  MAX_STREAMS,
  MAX_STREAMS_PER_CLIENT,
  MAX_STREAMS_PER_TARGET,
  RETRY_MS,
} from "../live/limits";

// The limits of docs/limits.md, read from the constants the code enforces, for the document's texts and its
// `x-limits` extension (the reference page shows them as a table).

export const BODY_MAX_BYTES = 64 * 1024;

export const LIMITS = [
  {
    what: "Request body",
    limit: `${BODY_MAX_BYTES / 1024} KiB (a league backup: ${BACKUP_MAX_BYTES / 1024 / 1024} MiB)`,
    refusal: "413 payload_too_large",
  },
  { what: "Rounds in one session", limit: MAX_ROUNDS.toLocaleString("en"), refusal: "422 too_many_rounds" },
  {
    what: "Players in one session",
    limit: "12 (each game has its own, smaller range)",
    refusal: "400 invalid_body / 422 rule_violation",
  },
  {
    what: "A player's or member's name",
    limit: "1–40 characters, at least one visible, no control character",
    refusal: "400 invalid_body, codes name_required, name_control_character, name_invisible, name_too_long",
  },
  {
    what: "A league's name",
    limit: "1–60 characters, at least one visible, no control character",
    refusal:
      "400 invalid_body, codes league_name_required, name_control_character, name_invisible, league_name_too_long",
  },
  { what: "Members of one league", limit: MAX_LEAGUE_MEMBERS.toLocaleString("en"), refusal: "422 too_many_members" },
  { what: "A league's points table", limit: "1–12 places, 0–1,000 points each", refusal: "400 invalid_body" },
  {
    what: "A referee check's lists",
    limit: "52 cards a list; a hand 5 cards (running totals) or 12 (tricks); 200 replayed plays",
    refusal: "400 invalid_body / 422 rule_violation",
  },
  { what: "Thresholds and targets", limit: `at most ${MAX_TARGET.toLocaleString("en")}`, refusal: "400 invalid_body" },
  {
    what: "League imports",
    limit: `one at a time per server process; ${IMPORT_BURST} per client address at once, then one every ${IMPORT_REFILL_SECONDS} s; ${MAX_BACKUP_SESSIONS.toLocaleString("en")} games per backup`,
    refusal: "503 unavailable / 429 rate_limited, with Retry-After",
  },
  {
    what: "Live event streams",
    limit: `${MAX_STREAMS.toLocaleString("en")} per server process, ${MAX_STREAMS_PER_TARGET} per session or league, ${MAX_STREAMS_PER_CLIENT} per client address; closed after ${MAX_STREAM_MS / 60_000} minutes or as soon as the client goes (the client reconnects after ${RETRY_MS / 1000} s); up to ${MAX_REPLAY} changes replayed on resume; HEAD opens none`,
    refusal: "503 unavailable, Retry-After: 30",
  },
  {
    what: "A session's history",
    limit: `${HISTORY_PAGE_SIZE} changes per answer by default, at most ${MAX_HISTORY_PAGE} (\`?after=&limit=\`, follow \`next\`); the history page shows ${HISTORY_PAGE_ON_SCREEN} at a time`,
    refusal: "400 invalid_body (a limit out of range)",
  },
] as const;
