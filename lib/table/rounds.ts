import "server-only";
import { AppError } from "../errors";
import { findKeyedChange } from "../history/data";
import { recordChange } from "../history/mutations";
import { syncLeagueResult } from "../leagues/mutations";
import { publishRound } from "../live/publisher";
import { loadSessionRecord } from "../sessions/data";
import {
  deleteRound,
  insertRound,
  isUniqueViolation,
  keepAddedRound,
  lockAndStoreSummary,
  planRoundAdd,
  planRoundEdit,
  planRoundUndo,
  readForRoundAdd,
  refuseLock,
  requireToken,
  roundOf,
  roundWriteExecutor,
  type StoredSession,
  updateRound,
  wasFinished,
} from "../sessions/mutations";
import { checkedRequestKey, keyReused, repeatsWrite, roundAsWritten } from "../sessions/request-keys";
import type { StoredSummary } from "../sessions/summary";
import type { RoundView, SessionView } from "../sessions/types";
import { gameOf, readView, type SessionRecord, type ShownRound, shownRound, viewOf } from "../sessions/view";
import type { Sql } from "../sql/types";

// The round writes (add, edit, undo) as use cases: the session's own checks and statements (lib/sessions), the
// history line (lib/history) and the league result (lib/leagues) in one transaction, then the live event (lib/live).

/**
 * Runs `write` only if the session is still as the request read it, stores `summary` (computed from the entries as
 * they are after the write) and returns the session as it stands then. The first statement is the lock
 * (lockAndStoreSummary, refuseLock): a POST, PUT and DELETE racing on one session run one after the other, and the later one is
 * refused instead of writing a gap in the round numbers or a round the rules no longer allow. Rounds, history,
 * summary and league result commit together or not at all: the stored summary cannot drift from the entries.
 *
 * The league result is decided before the transaction starts: it may change only for a league game that was or
 * becomes finished (an unfinished game files no result), or whose stored result is not stamped at its version
 * (`resultVersion`: derived elsewhere, so it may differ). Only then does the write run on the ORM's transaction,
 * which the league's write needs; every other write stays on the hot path's statements (decisions 021, 030).
 * Also gives the rounds and time it wrote (a round add keeps them for the next one, replay-cache.ts).
 */
async function writeRounds(
  record: StoredSession,
  conflict: (roundsNow: number) => AppError,
  summary: StoredSummary,
  finishedBefore: boolean,
  write: (tx: Sql, seq: number, updatedAt: Date) => Promise<SessionRecord["rounds"]>,
  /** The record's rounds as shown (viewOf), when the write only adds after them (a round add). */
  shownBefore?: readonly ShownRound[],
): Promise<{ session: SessionView; rounds: SessionRecord["rounds"]; updatedAt: Date }> {
  const leagueResultMayChange =
    record.leagueId !== null &&
    (finishedBefore || summary.status === "finished" || record.resultVersion !== record.version);
  return roundWriteExecutor(leagueResultMayChange).transaction(async (tx, orm) => {
    const seq = record.version + 1;
    const updatedAt = new Date();
    if ((await lockAndStoreSummary(tx, record, summary, seq, updatedAt)) === 0)
      await refuseLock(tx, record.id, conflict);
    const written = await write(tx, seq, updatedAt);
    const shown = shownBefore && [...shownBefore, ...written.slice(shownBefore.length).map(shownRound)];
    const session = viewOf({ ...record, version: seq, updatedAt, rounds: written }, summary, shown);
    // Filed, changed or withdrawn with the rounds: a crash or a failed write never leaves it stale.
    if (leagueResultMayChange) await syncLeagueResult(session, orm!);
    return { session, rounds: written, updatedAt };
  });
}

/** A round write's options: its idempotency key (8–64 of `[A-Za-z0-9_-]`; the API's `Idempotency-Key`). */
export interface RoundWriteOptions {
  requestKey?: string;
}

/**
 * What a round add or edit answers: the round, the session after it, and the version the write produced (for a
 * repeated keyed write: the first write's version, and the session as it is now).
 */
export interface RoundWrite {
  round: RoundView;
  session: SessionView;
  version: number;
}

/** Refusals a repeat of a keyed write may meet (its round is there already, or the game moved on since). */
const REPEAT_REFUSALS = new Set(["stale_round", "game_finished", "rule_violation", "too_many_rounds", "not_found"]);

/**
 * Runs a keyed write; when it is refused and the key is already this session's (the write was made before, or a
 * twin request made it meanwhile), answers as that write did and changes nothing, or 409 when the key's write was
 * another. The key is looked up only on a refusal: a first write costs no extra read, and a repeat never gets past
 * its transaction, whose history line would be the key's second (RoundChange's unique (sessionId, requestKey)).
 */
async function keyed(
  sessionId: string,
  token: string | null | undefined,
  request: { kind: "added" | "edited"; number?: number; body: unknown },
  requestKey: string | undefined,
  write: () => Promise<RoundWrite>,
): Promise<RoundWrite> {
  try {
    return await write();
  } catch (error) {
    const mayRepeat =
      (error instanceof AppError && REPEAT_REFUSALS.has(error.code)) ||
      (!(error instanceof AppError) && isUniqueViolation(error));
    if (!requestKey || !mayRepeat) throw error;
    const first = await findKeyedChange(sessionId, requestKey);
    if (!first) throw error;
    const record = await loadSessionRecord(sessionId);
    requireToken(record, token);
    if (!repeatsWrite(gameOf(record), request, first)) throw keyReused(first);
    const session = readView(record);
    return { round: roundAsWritten(record, session, first), session, version: first.seq };
  }
}

/** Adds the next round. `body` is the API body: the game's entry plus the optional `round` guard. */
export async function addRound(
  sessionId: string,
  token: string | null | undefined,
  body: unknown,
  options: RoundWriteOptions = {},
): Promise<RoundWrite> {
  const requestKey = checkedRequestKey(options.requestKey);
  return keyed(sessionId, token, { kind: "added", body }, requestKey, () =>
    addRoundOnce(sessionId, token, body, requestKey),
  );
}

async function addRoundOnce(
  sessionId: string,
  token: string | null | undefined,
  body: unknown,
  requestKey: string | undefined,
): Promise<RoundWrite> {
  const planned = planRoundAdd(await readForRoundAdd(sessionId), token, body);
  const { record, prior, number, stored, summary } = planned;
  let written: Awaited<ReturnType<typeof writeRounds>>;
  try {
    // Not finished before: a round after the end is refused (planRoundAdd).
    written = await writeRounds(
      record,
      planned.raced,
      summary,
      false,
      async (tx, seq, now) => {
        await insertRound(tx, sessionId, number, stored, now);
        await recordChange(tx, { sessionId, seq, kind: "added", round: number, entry: stored, requestKey, at: now });
        return [...record.rounds, { number, entry: stored, createdAt: now, updatedAt: now }];
      },
      prior?.shown ?? record.rounds.map(shownRound),
    );
  } catch (error) {
    // The unique (sessionId, number) index settles two phones racing for the same round.
    if (isUniqueViolation(error))
      throw new AppError("stale_round", `Round ${number} was just entered by someone else; reload.`, {
        next: number + 1,
      });
    throw error;
  }
  keepAddedRound(planned, written);
  const { session } = written;
  await publishRound(session, "added", number);
  return { round: roundOf(session, number), session, version: session.version };
}

/** Replaces round `number` and recomputes everything after it; refused if any later round would break. */
export async function replaceRound(
  sessionId: string,
  token: string | null | undefined,
  number: number,
  body: unknown,
  options: RoundWriteOptions = {},
): Promise<RoundWrite> {
  const requestKey = checkedRequestKey(options.requestKey);
  return keyed(sessionId, token, { kind: "edited", number, body }, requestKey, () =>
    replaceRoundOnce(sessionId, token, number, body, requestKey),
  );
}

async function replaceRoundOnce(
  sessionId: string,
  token: string | null | undefined,
  number: number,
  body: unknown,
  requestKey: string | undefined,
): Promise<RoundWrite> {
  const { record, previous, json, summary, raced } = await planRoundEdit(sessionId, token, number, body);
  const { session } = await writeRounds(record, raced, summary, wasFinished(record), async (tx, seq) => {
    const updatedAt = new Date();
    await updateRound(tx, sessionId, number, json, updatedAt);
    // The stored entry is still the one read above: writeRounds refuses if any round changed meanwhile.
    const change = { kind: "edited" as const, round: number, entry: json, previous, requestKey, at: updatedAt };
    await recordChange(tx, { sessionId, seq, ...change });
    return record.rounds.map((r) => (r.number === number ? { ...r, entry: json, updatedAt } : r));
  });
  await publishRound(session, "edited", number);
  return { round: roundOf(session, number), session, version: session.version };
}

/** Undo: removes the last round only. */
export async function deleteLastRound(
  sessionId: string,
  token: string | null | undefined,
  number: number,
): Promise<{ session: SessionView }> {
  const { record, rounds, entry, summary, raced } = await planRoundUndo(sessionId, token, number);
  const { session } = await writeRounds(record, raced, summary, wasFinished(record), async (tx, seq) => {
    if ((await deleteRound(tx, sessionId, number)) === 0) throw raced(number - 1);
    await recordChange(tx, { sessionId, seq, kind: "undone", round: number, entry });
    return rounds;
  });
  await publishRound(session, "undone", number);
  return { session };
}
