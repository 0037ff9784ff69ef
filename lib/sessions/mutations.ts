import "server-only";
import { hashToken, leagueGameToken, newId, newToken, tokenMatches } from "../auth/token";
import { db, hotSql, ormSql } from "../db";
import { AppError, invalidBody, notFound, ruleViolation } from "../errors";
import { GAME_IDS } from "../games/game-ids";
import { MAX_ROUNDS } from "../games/limits";
import { getGame } from "../games/registry";
import { continueReplay, replay } from "../games/replay";
import type { AnyGame, Violation } from "../games/types";
import type { Prisma } from "../generated/prisma/client";
import { recordChange } from "../history/mutations";
import { membersFor, requireLeague, syncLeagueResult, withdrawLeagueResult } from "../leagues/mutations";
import { resultMatches, resultRow } from "../leagues/results";
import { publishDeleted, publishRound, publishSession } from "../live/publisher";
import { NeedsOrm, type Sql, type SqlDatabase, sql } from "../sql/types";
import { loadSessionRecord, loadWriteRecord, type WriteRow } from "./data";
import { keepWrite, keptWrite } from "./replay-cache";
import { type CreateSessionInput, nameKey, splitRoundBody } from "./schema";
import {
  computeSummary,
  effectiveOptions,
  entriesOf,
  READ_SINCE_FORMAT,
  type StoredSummary,
  SUMMARY_FORMAT,
  summaryColumns,
} from "./summary";
import type { RoundView, SessionView } from "./types";
import { gameOf, type SessionRecord, type ShownRound, shownRound, tableOf, viewOf } from "./view";
import { withPlayerNames } from "./violation-names";

type StoredSession = WriteRow & Pick<SessionRecord, "players" | "rounds">;

/** The session's own token, or the token of the league it belongs to. */
export function requireToken(
  record: { tokenHash: string; league?: { tokenHash: string } | null },
  token: string | null | undefined,
): void {
  if (!token)
    throw new AppError("unauthorized", "This change needs the session's token (Authorization: Bearer <token>).");
  if (tokenMatches(token, record.tokenHash) || (record.league && tokenMatches(token, record.league.tokenHash))) return;
  throw new AppError("unauthorized", "The token does not match this session.");
}

function setupViolations(game: AnyGame, input: CreateSessionInput, options: unknown): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  input.players.forEach((name, seat) => {
    if (seen.has(nameKey(name))) {
      out.push({
        code: "duplicate_name",
        message: `"${name.trim()}" is listed twice; names in one session must differ.`,
        field: `players.${seat}`,
      });
    }
    seen.add(nameKey(name));
  });
  // Player count and first dealer: every game's validateSetup runs the shared table checks (lib/games/setup-checks.ts).
  const table = { players: input.players.map((_, seat) => String(seat)), firstDealer: input.firstDealer ?? 0 };
  return [...game.validateSetup(table, options), ...out];
}

/**
 * Creates a session; the token is returned here once and never again. Filing it into a league needs the
 * league's token; its players become league members by name.
 */
export async function createSession(
  input: CreateSessionInput,
  leagueToken?: string | null,
  /** A league the caller may already file into (a rematch of its game, lib/table): no league token needed. */
  checkedLeague?: { id: string; game: string | null },
): Promise<{ session: SessionView; token: string }> {
  const game = getGame(input.game);
  if (!game) throw new AppError("invalid_body", `Unknown game "${input.game}". Games: ${GAME_IDS.join(", ")}.`);
  const options = game.optionsSchema.safeParse(input.options ?? {});
  if (!options.success) throw invalidBody(options.error, "Options are not valid");
  const league =
    checkedLeague ?? (input.leagueId !== undefined ? await requireLeague(input.leagueId, leagueToken) : null);
  const violations = setupViolations(game, input, options.data);
  if (input.playedOn && input.playedOn > new Date().toISOString().slice(0, 10)) {
    violations.push({
      code: "played_in_future",
      message: "A game cannot be played on a future day.",
      field: "playedOn",
    });
  }
  if (league?.game && league.game !== game.id) {
    violations.push({
      code: "league_game",
      message: `This league only counts ${league.game} games.`,
      field: "game",
      params: { game: league.game },
    });
  }
  if (violations.length > 0) throw ruleViolation(violations);

  const id = newId();
  // A league game's token is derived from the league's, so a league phone can share this game alone (003, 007).
  const token = league && leagueToken ? leagueGameToken(leagueToken, id) : newToken();
  const players = input.players.map((name, seat) => ({ id: newId(), name: name.trim(), seat }));
  const setup = { game: game.id, options: JSON.stringify(options.data), firstDealer: input.firstDealer ?? 0 };
  // No rounds yet: the summary is the game's opening state (who deals, what it plays to).
  const summary = computeSummary({ ...setup, players, rounds: [] });
  const created = await db.$transaction(async (tx) => {
    const members = league ? await membersFor(tx, league.id, input.players) : [];
    return tx.gameSession.create({
      data: {
        id,
        ...setup,
        tokenHash: hashToken(token),
        leagueId: league?.id ?? null,
        playedAt: input.playedOn ? new Date(`${input.playedOn}T12:00:00Z`) : null,
        ...summaryColumns(summary),
        // No rounds, no result: the stamp says so (lib/leagues/mutations.ts repairLeagueResults).
        resultVersion: league ? 0 : null,
        players: { create: players.map((player) => ({ ...player, memberId: members[player.seat] ?? null })) },
      },
      include: { players: true, rounds: true },
    });
  });
  const session = viewOf(created, summary);
  await publishSession(session, "created");
  return { session, token };
}

function parseEntry(game: AnyGame, entry: unknown): unknown {
  const parsed = game.entrySchema.safeParse(entry);
  if (!parsed.success) throw invalidBody(parsed.error, "The round entry is not valid");
  return parsed.data;
}

function roundOf(view: SessionView, number: number): RoundView {
  const round = view.rounds.find((r) => r.number === number);
  if (!round) throw new Error(`Round ${number} missing after write.`);
  return round;
}

/**
 * Runs `write` only if the session is still as the request read it, stores `summary` (computed from the entries as
 * they are after the write) and returns the session as it stands then. The first statement is the lock: it moves
 * `version` (the last history seq) on from the value read, and matches nothing if another write moved it meanwhile.
 * It takes the session's write lock (a row lock in PostgreSQL; SQLite transactions run one at a time), so a POST, PUT
 * and DELETE racing on one session run one after the other: every round change moves the version, so the later one
 * is refused instead of writing a gap in the round numbers or a round the rules no longer allow. Rounds, history,
 * summary and league result commit together or not at all: the stored summary cannot drift from the entries.
 * Also gives the rounds and time it wrote (a round add keeps them for the next one, replay-cache.ts).
 */
async function writeRounds(
  record: StoredSession,
  conflict: (roundsNow: number) => AppError,
  summary: StoredSummary,
  write: (tx: Sql, seq: number, updatedAt: Date) => Promise<SessionRecord["rounds"]>,
  /** The record's rounds as shown (viewOf), when the write only adds after them (a round add). */
  shownBefore?: readonly ShownRound[],
): Promise<{ session: SessionView; rounds: SessionRecord["rounds"]; updatedAt: Date }> {
  const run = (on: SqlDatabase<Prisma.TransactionClient>) =>
    on.transaction(async (tx, orm) => {
      const seq = record.version + 1;
      const updatedAt = new Date();
      const columns = summaryColumns(summary);
      // Plain SQL on the hot path's executor (docs/decisions/018-fast-server-path.md, 021). The format is set only
      // when it changes: SQLite rewrites an index entry for every column a statement sets, even to its own value,
      // and the format's index page was one of a round add's nine WAL pages (decision 008, "The format column").
      const resultVersion = record.leagueId ? seq : null;
      const locked = await tx.run(
        record.summaryFormat === columns.summaryFormat
          ? sql`
        UPDATE "GameSession" SET "version" = ${seq}, "updatedAt" = ${updatedAt}, "summary" = ${columns.summary},
          "resultVersion" = ${resultVersion}
        WHERE "id" = ${record.id} AND "version" = ${record.version}`
          : sql`
        UPDATE "GameSession" SET "version" = ${seq}, "updatedAt" = ${updatedAt}, "summary" = ${columns.summary},
          "summaryFormat" = ${columns.summaryFormat}, "resultVersion" = ${resultVersion}
        WHERE "id" = ${record.id} AND "version" = ${record.version}`,
      );
      if (locked === 0) {
        const counted = await tx.get<{ n: number | bigint }>(sql`
          SELECT COUNT(*) AS "n" FROM "GameSession" WHERE "id" = ${record.id}`);
        if (Number(counted?.n ?? 0) === 0) throw notFound("session", record.id);
        const rounds = await tx.get<{ n: number | bigint }>(sql`
          SELECT COUNT(*) AS "n" FROM "Round" WHERE "sessionId" = ${record.id}`);
        throw conflict(Number(rounds?.n ?? 0));
      }
      const written = await write(tx, seq, updatedAt);
      const shown = shownBefore && [...shownBefore, ...written.slice(shownBefore.length).map(shownRound)];
      const session = viewOf({ ...record, version: seq, updatedAt, rounds: written }, summary, shown);
      // The league result commits with the rounds: a crash or a failed write never leaves it stale. Most writes
      // leave it as it is (the game goes on); one that files, changes or withdraws it needs the ORM's transaction.
      if (session.leagueId) {
        const stored = await tx.get<Parameters<typeof resultMatches>[0] & object>(sql`
          SELECT "leagueId", "game", "finishedAt", "placements" FROM "GameResult" WHERE "sessionId" = ${record.id}`);
        if (!resultMatches(stored ?? null, resultRow(session))) {
          if (!orm) throw new NeedsOrm("the league result changes");
          await syncLeagueResult(session, orm);
        }
      }
      return { session, rounds: written, updatedAt };
    });
  try {
    return await run(hotSql);
  } catch (error) {
    // Rolled back: the same write again, in one ORM transaction (the executor's statements through its raw queries).
    if (error instanceof NeedsOrm) return run(ormSql);
    throw error;
  }
}

/** A unique index refused the write: P2002 from a model query, the adapter's kind from a plain SQL one (P2010). */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return (
    code === "P2002" ||
    // better-sqlite3's own, from the hot path's statements (lib/sql/sqlite.ts).
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation"
  );
}

/** Adds the next round. `body` is the API body: the game's entry plus the optional `round` guard. */
export async function addRound(
  sessionId: string,
  token: string | null | undefined,
  body: unknown,
): Promise<{ round: RoundView; session: SessionView }> {
  // The players and rounds this process wrote last, while the row is still at that write (replay-cache.ts): then
  // neither is read again and only the new round is played.
  const { record, known: prior } = await loadWriteRecord(sessionId, (row) => keptWrite(sessionId, row));
  requireToken(record, token);
  const game = gameOf(record);
  const { round: expected, entry: rawEntry, guardError } = splitRoundBody(body);
  if (guardError) throw invalidBody(guardError, "The round number is not valid");
  const entry = parseEntry(game, rawEntry);
  const number = record.rounds.length + 1;
  if (expected !== undefined && expected !== number) {
    throw new AppError(
      "stale_round",
      `Round ${expected} cannot be added: the next round is ${number}. Someone else may have entered it; reload.`,
      { next: number },
    );
  }
  // Before the replay: the cap bounds what one request costs (docs/limits.md).
  if (number > MAX_ROUNDS)
    throw new AppError("too_many_rounds", `A session holds at most ${MAX_ROUNDS} rounds; start a new game.`, {
      max: MAX_ROUNDS,
    });
  // One replay checks the new round against the game so far and, once written, is the response's view: only the new
  // round when this process wrote the round before (replay-cache.ts), else every round.
  const replayed = prior
    ? continueReplay(game, tableOf(record), prior.replayed, [entry])
    : replay(game, tableOf(record), effectiveOptions(record), [...entriesOf(record), entry]);
  if (!replayed.ok) {
    if (replayed.round !== number) throw new Error(`Stored round ${replayed.round} no longer passes the rules.`);
    // Every engine refuses any round after the end with game_finished alone (as replaceRound relies on too).
    if (replayed.violations.some((v) => v.code === "game_finished"))
      throw new AppError("game_finished", "The game is over; no more rounds can be added.");
    throw ruleViolation(withPlayerNames(replayed.violations, record.players));
  }
  const raced = (roundsNow: number) =>
    new AppError(
      "stale_round",
      roundsNow >= number
        ? `Round ${number} was just entered by someone else; reload.`
        : `The rounds changed while round ${number} was being saved (a round was undone or edited); nothing was saved. Reload and enter it again.`,
      { next: roundsNow + 1 },
    );
  const stored = JSON.stringify(entry);
  const summary = computeSummary({ ...record, rounds: [...record.rounds, { number, entry: stored }] }, replayed);
  let written: Awaited<ReturnType<typeof writeRounds>>;
  try {
    written = await writeRounds(
      record,
      raced,
      summary,
      async (tx, seq, now) => {
        await tx.run(sql`
        INSERT INTO "Round" ("id", "sessionId", "number", "entry", "createdAt", "updatedAt")
        VALUES (${newId()}, ${sessionId}, ${number}, ${stored}, ${now}, ${now})`);
        await recordChange(tx, { sessionId, seq, kind: "added", round: number, entry: stored });
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
  // What the committed write left, kept for the session's next round.
  const { session, rounds, updatedAt } = written;
  keepWrite(
    sessionId,
    { ...record, version: session.version, updatedAt },
    { players: record.players, rounds, shown: session.rounds, replayed },
  );
  await publishRound(session, "added", number);
  return { round: roundOf(session, number), session };
}

/** Replaces round `number` and recomputes everything after it; refused if any later round would break. */
export async function replaceRound(
  sessionId: string,
  token: string | null | undefined,
  number: number,
  body: unknown,
): Promise<{ round: RoundView; session: SessionView }> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  const game = gameOf(record);
  const entries = entriesOf(record);
  const stored = record.rounds.find((r) => r.number === number);
  if (!stored) throw notFound("round", number, "session");
  const { round: guard, entry: rawEntry, guardError } = splitRoundBody(body);
  if (guardError) throw invalidBody(guardError, "The round number is not valid");
  if (guard !== undefined && guard !== number)
    throw new AppError("invalid_body", `The body says round ${guard} but the address says round ${number}.`);
  const entry = parseEntry(game, rawEntry);
  const changed = entries.map((old, index) => (index === number - 1 ? entry : old));
  const result = replay(game, tableOf(record), effectiveOptions(record), changed);
  if (!result.ok) {
    const violations = withPlayerNames(result.violations, record.players);
    if (result.round === number) throw ruleViolation(violations);
    const finished = violations.some((v) => v.code === "game_finished");
    const reason = finished
      ? "the game would already be over by then"
      : (violations[0]?.message ?? "it breaks the rules");
    const error = finished
      ? new AppError(
          "game_finished",
          `This change would make round ${result.round} invalid: ${reason}. Undo the later rounds first.`,
          { round: result.round, violations },
        )
      : ruleViolation(violations, `This change would make round ${result.round} invalid: `);
    throw error;
  }
  const raced = (roundsNow: number) =>
    new AppError(
      "stale_round",
      `The rounds changed while round ${number} was being saved (someone else entered, edited or undid a round); nothing was saved. Reload and edit it again.`,
      { next: roundsNow + 1 },
    );
  const json = JSON.stringify(entry);
  const rounds = record.rounds.map((r) => (r.number === number ? { ...r, entry: json } : r));
  const { session } = await writeRounds(
    record,
    raced,
    computeSummary({ ...record, rounds }, result),
    async (tx, seq) => {
      const updatedAt = new Date();
      await tx.run(sql`
      UPDATE "Round" SET "entry" = ${json}, "updatedAt" = ${updatedAt}
      WHERE "sessionId" = ${sessionId} AND "number" = ${number}`);
      // The stored entry is still the one read above: writeRounds refuses if any round changed meanwhile.
      await recordChange(tx, { sessionId, seq, kind: "edited", round: number, entry: json, previous: stored.entry });
      return record.rounds.map((r) => (r.number === number ? { ...r, entry: json, updatedAt } : r));
    },
  );
  await publishRound(session, "edited", number);
  return { round: roundOf(session, number), session };
}

/** Undo: removes the last round only. */
export async function deleteLastRound(
  sessionId: string,
  token: string | null | undefined,
  number: number,
): Promise<{ session: SessionView }> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  const last = Math.max(0, ...record.rounds.map((r) => r.number));
  if (!record.rounds.some((r) => r.number === number)) throw notFound("round", number, "session");
  if (number !== last)
    throw new AppError("not_last_round", `Only the last round (${last}) can be undone; edit round ${number} instead.`);
  const raced = (roundsNow: number) =>
    new AppError(
      "stale_round",
      roundsNow < number
        ? `Round ${number} was already undone.`
        : `The rounds changed while round ${number} was being undone (someone else entered or edited a round); nothing was undone. Reload and try again.`,
      { next: roundsNow + 1 },
    );
  const rounds = record.rounds.filter((r) => r.number !== number);
  // The one replay of an undo: the entries left derive the summary stored and returned.
  const { session } = await writeRounds(record, raced, computeSummary({ ...record, rounds }), async (tx, seq) => {
    const removed = await tx.run(sql`DELETE FROM "Round" WHERE "sessionId" = ${sessionId} AND "number" = ${number}`);
    if (removed === 0) throw raced(number - 1);
    const entry = record.rounds.find((r) => r.number === number)!.entry;
    await recordChange(tx, { sessionId, seq, kind: "undone", round: number, entry });
    return rounds;
  });
  await publishRound(session, "undone", number);
  return { session };
}

/** Deletes a whole session (and its league result). */
export async function deleteSession(sessionId: string, token: string | null | undefined): Promise<void> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  await db.$transaction(async (tx) => {
    await withdrawLeagueResult(tx, sessionId);
    await tx.gameSession.delete({ where: { id: sessionId } });
  });
  await publishDeleted(sessionId, record.leagueId);
}

/** Sessions per page of `backfillSummaries` (the background repair takes smaller slices: lib/repair/startup.ts). */
const BACKFILL_PAGE = 100;

/**
 * The sessions without a summary a read can use: rows from before summaries were stored, written straight into the
 * database (a restored snapshot), or in a format no longer read as it is (outside READ_SINCE_FORMAT..SUMMARY_FORMAT).
 * Reads recompute such a row from its rounds (lib/sessions/data.ts) until `storeSummaries` stores it.
 */
export async function staleSummaryIds(): Promise<string[]> {
  // Only ids, from the summaryFormat index (a row without a summary has the default format 0; every write stores
  // both): a start-up with nothing to store reads no session row. `<>` would scan the table on SQLite.
  const stale = await db.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "GameSession" WHERE "summaryFormat" < ${READ_SINCE_FORMAT} OR "summaryFormat" > ${SUMMARY_FORMAT}`;
  return stale.map((row) => row.id);
}

/**
 * Stores the summary of these sessions (a page: at most BACKFILL_PAGE), computed from their rounds, in one
 * transaction. A row is written only at the version it was read at: a round write in between moved the version and
 * stored its own summary in its own transaction, so a summary computed from older rounds never replaces it
 * (docs/decisions/029-startup-repair.md). Returns how many it stored.
 */
export async function storeSummaries(ids: readonly string[]): Promise<number> {
  const page = await db.gameSession.findMany({
    where: { id: { in: [...ids] } },
    include: { players: true, rounds: true },
  });
  const rows = page.map((record) => ({ record, columns: summaryColumns(computeSummary(record)) }));
  // updatedAt is kept: nothing a person did changed.
  const counts = await hotSql.transaction(async (tx) => {
    const written: number[] = [];
    for (const { record, columns } of rows)
      written.push(
        await tx.run(sql`
          UPDATE "GameSession" SET "summary" = ${columns.summary}, "summaryFormat" = ${columns.summaryFormat}
          WHERE "id" = ${record.id} AND "version" = ${record.version}`),
      );
    return written;
  });
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Every stale summary at once, a page at a time (tests and the bench; the server runs lib/repair/startup.ts). */
export async function backfillSummaries(): Promise<number> {
  const stale = await staleSummaryIds();
  let stored = 0;
  // A page at a time, so memory stays bounded however many games there are.
  for (let i = 0; i < stale.length; i += BACKFILL_PAGE)
    stored += await storeSummaries(stale.slice(i, i + BACKFILL_PAGE));
  return stored;
}
