import { AppError } from "../errors";
import type { AnyGame } from "../games/types";
import { splitRoundBody } from "./schema";
import { computeSummary, type SessionRecord } from "./summary";
import type { RoundView, SessionView } from "./types";
import { viewOf } from "./view";

// Idempotency keys of round writes (issue 27): a phone sends each queued round with its own key, and a repeat of a
// write (its answer was lost, the request was cut and retried) must change nothing and answer as the first did.
// The key is stored on the write's history line (RoundChange.requestKey, unique per session); lib/table/rounds.ts
// looks it up when a keyed write is refused, and these pure checks decide what the repeat answers.

/** 8–64 characters of base64url's alphabet: a phone's queued round id, or any client's own key. */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The key a write came with, checked; undefined when it came without one (a write as before). */
export function checkedRequestKey(key: string | null | undefined): string | undefined {
  if (key === undefined || key === null) return undefined;
  if (!REQUEST_KEY_PATTERN.test(key))
    throw new AppError(
      "invalid_body",
      "The idempotency key must be 8 to 64 characters of A-Z, a-z, 0-9, _ and - (Idempotency-Key).",
    );
  return key;
}

/** What a key's first write did, as its history line stores it (lib/history/data.ts findKeyedChange). */
export interface KeyedWrite {
  kind: string;
  round: number;
  /** The entry it wrote, as stored (JSON of the parsed entry). */
  entry: string;
  at: Date;
}

/**
 * Whether a request repeats the key's first write: the same kind of write, on the same round (the add's `round`
 * guard when it has one, the edit's address), with the same entry once the game's schema has read it (so the order
 * of a JSON object's keys does not count).
 */
export function repeatsWrite(
  game: AnyGame,
  request: { kind: "added" | "edited"; number?: number; body: unknown },
  first: KeyedWrite,
): boolean {
  if (request.kind !== first.kind) return false;
  const { round: guard, entry, guardError } = splitRoundBody(request.body);
  if (guardError) return false;
  const number = request.number ?? guard;
  if (number !== undefined && number !== first.round) return false;
  if (guard !== undefined && guard !== first.round) return false;
  const parsed = game.entrySchema.safeParse(entry);
  return parsed.success && JSON.stringify(parsed.data) === first.entry;
}

/** 409 for a key that an earlier, different write of this session already used: nothing was changed. */
export function keyReused(first: KeyedWrite): AppError {
  return new AppError(
    "idempotency_key_reused",
    `This idempotency key was already used for another write (round ${first.round} ${first.kind}); nothing was changed. Use a new key for a new write.`,
    { round: first.round, kind: first.kind },
  );
}

/**
 * The round a repeated write answers with: the round as the session holds it now. When it is gone (undone since),
 * the round as written then, on the rounds before it as they stand now; failing that, its entry alone.
 */
export function roundAsWritten(record: SessionRecord, now: SessionView, first: KeyedWrite): RoundView {
  const current = now.rounds.find((round) => round.number === first.round);
  if (current) return current;
  const written = { number: first.round, entry: first.entry, createdAt: first.at, updatedAt: first.at };
  const rounds = [...record.rounds.filter((round) => round.number < first.round), written];
  try {
    const then = viewOf({ ...record, rounds }, computeSummary({ ...record, rounds }));
    const found = then.rounds.find((round) => round.number === first.round);
    if (found) return found;
  } catch {
    // The rounds before it changed so much the rules no longer take it: answered with its entry alone, below.
  }
  const at = first.at.toISOString();
  return {
    number: first.round,
    entry: JSON.parse(first.entry) as unknown,
    scores: {},
    tiebreak: false,
    totals: {},
    seats: null,
    createdAt: at,
    updatedAt: at,
  };
}
