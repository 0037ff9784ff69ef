import "server-only";
import { hashToken, leagueGameToken, newId, newToken, tokenMatches } from "../auth/token";
import { db, hotSql, ormSql } from "../db";
import { AppError, invalidBody, notFound, ruleViolation } from "../errors";
import { GAME_IDS } from "../games/game-ids";
import { MAX_ROUNDS } from "../games/limits";
import { getGame } from "../games/registry";
import { continueReplay, replay } from "../games/replay";
import type { AnyGame } from "../games/types";
import type { Prisma } from "../generated/prisma/client";
import { type Sql, type SqlDatabase, sql } from "../sql/types";
import { loadSessionRecord, loadWriteRecord, type WriteRow } from "./data";
import { type KeptWrite, keepWrite, keptWrite } from "./replay-cache";
import { type CreateSessionInput, splitRoundBody } from "./schema";
import { idsOutsideFormats, lockWithSummary, sessionExists, storeSummaryAt } from "./session-row";
import { setupViolations } from "./setup";
import {
  computeSummary,
  effectiveOptions,
  entriesOf,
  READ_SINCE_FORMAT,
  type StoredSummary,
  SUMMARY_FORMAT,
  storedSummary,
  summaryColumns,
} from "./summary";
import type { RoundView, SessionView } from "./types";
import { gameOf, readView, type SessionRecord, tableOf, viewOf } from "./view";
import { withPlayerNames } from "./violation-names";

// The session feature's own writes: the checks a change must pass and the statements on its own tables (session,
// players, rounds). Writes that reach other features (the history line, the league result, the live events) are
// composed from these in one transaction by the use cases in lib/table (docs/structure.md, "Use cases").

export type StoredSession = WriteRow & Pick<SessionRecord, "players" | "rounds">;

/** The ORM's transaction client, for the use cases that compose a session write with a league's. */
export type OrmTransaction = Prisma.TransactionClient;

/** Runs `work` in one ORM transaction (session create and delete, which are not on the hot path). */
export function ormTransaction<T>(work: (tx: OrmTransaction) => Promise<T>): Promise<T> {
  return db.$transaction(work);
}

/**
 * The executor of a round write, chosen before its transaction starts: the hot path's plain statements
 * (docs/decisions/021-sqlite-hot-path.md), or, when the write may change a league result (lib/table/rounds.ts
 * decides), the same statements through the ORM's transaction, whose client the league's write needs.
 */
export function roundWriteExecutor(withOrm: boolean): SqlDatabase<OrmTransaction> {
  return withOrm ? ormSql : hotSql;
}

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

/** A new session, checked and ready to insert: its id, token, players and opening summary. */
export interface NewSession {
  id: string;
  token: string;
  leagueId: string | null;
  players: Array<{ id: string; name: string; seat: number }>;
  setup: { game: string; options: string; firstDealer: number };
  playedAt: Date | null;
  summary: StoredSummary;
}

/**
 * Checks a new session against its game and its league (`league`: the one it files into, already allowed) and
 * prepares its row; the token is made here and returned once, never again.
 */
export function prepareSession(
  input: CreateSessionInput,
  league: { id: string; game: string | null } | null,
  leagueToken: string | null | undefined,
): NewSession {
  const game = getGame(input.game);
  if (!game) throw new AppError("invalid_body", `Unknown game "${input.game}". Games: ${GAME_IDS.join(", ")}.`);
  const options = game.optionsSchema.safeParse(input.options ?? {});
  if (!options.success) throw invalidBody(options.error, "Options are not valid");
  const violations = setupViolations(game, input, options.data);
  if (league?.game && league.game !== game.id) {
    violations.push({
      code: "league_game",
      message: `This league only counts ${league.game} games.`,
      field: "game",
      params: { game: league.game },
    });
  }
  if (violations.length > 0) throw ruleViolation(violations);

  // A phone may choose the id, the token and the player ids (a game started offline keeps them: issue 27).
  const id = input.id ?? newId();
  // A league game's token is derived from the league's, so a league phone can share this game alone (003, 007);
  // one a phone chose is kept as it is (its rounds were sent with it), and the league's token still works for it.
  const token = input.token ?? (league && leagueToken ? leagueGameToken(leagueToken, id) : newToken());
  const players = input.players.map((name, seat) => ({
    id: input.playerIds?.[seat] ?? newId(),
    name: name.trim(),
    seat,
  }));
  const setup = { game: game.id, options: JSON.stringify(options.data), firstDealer: input.firstDealer ?? 0 };
  // No rounds yet: the summary is the game's opening state (who deals, what it plays to).
  const summary = computeSummary({ ...setup, players, rounds: [] });
  const playedAt = input.playedOn ? new Date(`${input.playedOn}T12:00:00Z`) : null;
  return { id, token, leagueId: league?.id ?? null, players, setup, playedAt, summary };
}

/** Inserts a prepared session and its players (`members`: each seat's league member, when filed into one). */
export async function insertSession(
  tx: OrmTransaction,
  created: NewSession,
  members: readonly string[],
): Promise<SessionView> {
  const row = await tx.gameSession.create({
    data: {
      id: created.id,
      ...created.setup,
      tokenHash: hashToken(created.token),
      leagueId: created.leagueId,
      playedAt: created.playedAt,
      ...summaryColumns(created.summary),
      // No rounds, no result: the stamp says so (lib/leagues/mutations.ts repairLeagueResults).
      resultVersion: created.leagueId ? 0 : null,
      players: {
        create: created.players.map((player) => ({ ...player, memberId: members[player.seat] ?? null })),
      },
    },
    include: { players: true, rounds: true },
  });
  return viewOf(row, created.summary);
}

/**
 * A create that chose its id met a unique index (`insertSession` refused): the same create again (the same token,
 * game, options, first dealer, day, players and, when chosen, player ids; a league only when it names one) answers
 * as the first did, with the session as it is now. Anything else is 409 id_taken and nothing was written: the id
 * is another game's, or a chosen player id is (no session has the id).
 */
export async function repeatedCreate(created: NewSession, playerIdsChosen: boolean): Promise<SessionView> {
  let record: Awaited<ReturnType<typeof loadSessionRecord>>;
  try {
    record = await loadSessionRecord(created.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw new AppError("id_taken", "A chosen player id is already used by another game; nothing was written.", {
        field: "playerIds",
      });
    throw error;
  }
  const players = [...record.players].sort((a, b) => a.seat - b.seat);
  const same =
    tokenMatches(created.token, record.tokenHash) &&
    record.game === created.setup.game &&
    record.options === created.setup.options &&
    record.firstDealer === created.setup.firstDealer &&
    (record.playedAt?.getTime() ?? null) === (created.playedAt?.getTime() ?? null) &&
    (created.leagueId === null || record.leagueId === created.leagueId) &&
    players.length === created.players.length &&
    created.players.every(
      (player, seat) => players[seat]!.name === player.name && (!playerIdsChosen || players[seat]!.id === player.id),
    );
  if (!same)
    throw new AppError(
      "id_taken",
      `A game with id "${created.id}" already exists with another token or other settings; nothing was written.`,
      { field: "id" },
    );
  return readView(record);
}

/** Deletes the session row (its players, rounds and history go with it: the schema cascades). */
export async function deleteSessionRow(tx: OrmTransaction, sessionId: string): Promise<void> {
  await tx.gameSession.delete({ where: { id: sessionId } });
}

function parseEntry(game: AnyGame, entry: unknown): unknown {
  const parsed = game.entrySchema.safeParse(entry);
  if (!parsed.success) throw invalidBody(parsed.error, "The round entry is not valid");
  return parsed.data;
}

export function roundOf(view: SessionView, number: number): RoundView {
  const round = view.rounds.find((r) => r.number === number);
  if (!round) throw new Error(`Round ${number} missing after write.`);
  return round;
}

/** Whether the session was finished before a change (read from its stored summary, recomputed for an old row). */
export function wasFinished(record: SessionRecord & { summary: string | null; summaryFormat: number }): boolean {
  return (storedSummary(record) ?? computeSummary(record)).status === "finished";
}

/**
 * Takes the session's write lock and stores `summary`: moves `version` (the last history seq) on from the value
 * read; 0 rows if another write moved it meanwhile (then `refuseLock`). A row lock in PostgreSQL; SQLite
 * transactions run one at a time.
 */
export function lockAndStoreSummary(
  tx: Sql,
  record: WriteRow,
  summary: StoredSummary,
  seq: number,
  updatedAt: Date,
): Promise<number> {
  const columns = summaryColumns(summary);
  const resultVersion = record.leagueId ? seq : null;
  return lockWithSummary(
    tx,
    { id: record.id, seen: record.version, summaryFormat: record.summaryFormat },
    { version: seq, updatedAt, ...columns, resultVersion },
  );
}

/** Why the lock matched nothing: not_found if the session is gone, else `conflict` with the rounds there are now. */
export async function refuseLock(tx: Sql, id: string, conflict: (roundsNow: number) => AppError): Promise<never> {
  if (!(await sessionExists(tx, id))) throw notFound("session", id);
  const rounds = await tx.get<{ n: number | bigint }>(sql`
    SELECT COUNT(*) AS "n" FROM "Round" WHERE "sessionId" = ${id}`);
  throw conflict(Number(rounds?.n ?? 0));
}

export function insertRound(tx: Sql, sessionId: string, number: number, entry: string, now: Date): Promise<number> {
  return tx.run(sql`
    INSERT INTO "Round" ("id", "sessionId", "number", "entry", "createdAt", "updatedAt")
    VALUES (${newId()}, ${sessionId}, ${number}, ${entry}, ${now}, ${now})`);
}

export function updateRound(tx: Sql, sessionId: string, number: number, entry: string, now: Date): Promise<number> {
  return tx.run(sql`
    UPDATE "Round" SET "entry" = ${entry}, "updatedAt" = ${now}
    WHERE "sessionId" = ${sessionId} AND "number" = ${number}`);
}

/** Removes the round; how many rows went (0: someone undid it meanwhile). */
export function deleteRound(tx: Sql, sessionId: string, number: number): Promise<number> {
  return tx.run(sql`DELETE FROM "Round" WHERE "sessionId" = ${sessionId} AND "number" = ${number}`);
}

/** A unique index refused the write: P2002 from a model query, the adapter's kind from a plain SQL one (P2010). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return (
    code === "P2002" ||
    // better-sqlite3's own, from the hot path's statements (lib/sql/sqlite.ts).
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation"
  );
}

/** A round add, checked and replayed: what lib/table/rounds.ts writes. */
export interface PlannedAdd {
  record: StoredSession;
  prior: KeptWrite | null;
  number: number;
  stored: string;
  summary: StoredSummary;
  replayed: Extract<ReturnType<typeof replay>, { ok: true }>;
  raced: (roundsNow: number) => AppError;
}

/**
 * A round add's read: the session row without its summary, and its players and rounds unless this process wrote the
 * round before and the row is still at that write (replay-cache.ts): then neither is read again.
 */
export function readForRoundAdd(sessionId: string) {
  return loadWriteRecord(sessionId, (row) => keptWrite(sessionId, row));
}

/**
 * Checks the next round (`body`: the API body, the game's entry plus the optional `round` guard) against what
 * `readForRoundAdd` read, and replays it (only the new round when `prior` holds the replay before). Synchronous: the
 * read stays the use case's one await before its transaction, as it was before the use cases (decision 030).
 */
export function planRoundAdd(
  { record, known: prior }: Awaited<ReturnType<typeof readForRoundAdd>>,
  token: string | null | undefined,
  body: unknown,
): PlannedAdd {
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
  return { record, prior, number, stored, summary, replayed, raced };
}

/** Keeps what a committed round add left, for the session's next round (replay-cache.ts). */
export function keepAddedRound(
  planned: PlannedAdd,
  written: { session: SessionView; rounds: SessionRecord["rounds"]; updatedAt: Date },
): void {
  const { record, replayed } = planned;
  keepWrite(
    record.id,
    { ...record, version: written.session.version, updatedAt: written.updatedAt },
    { players: record.players, rounds: written.rounds, shown: written.session.rounds, replayed },
  );
}

/** A round edit, checked and replayed with every round after it. */
export async function planRoundEdit(
  sessionId: string,
  token: string | null | undefined,
  number: number,
  body: unknown,
) {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  const game = gameOf(record);
  const entries = entriesOf(record);
  const previous = record.rounds.find((r) => r.number === number);
  if (!previous) throw notFound("round", number, "session");
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
  return { record, previous: previous.entry, json, summary: computeSummary({ ...record, rounds }, result), raced };
}

/** An undo (the last round only), checked: the summary of the rounds left. */
export async function planRoundUndo(sessionId: string, token: string | null | undefined, number: number) {
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
  const entry = record.rounds.find((r) => r.number === number)!.entry;
  // The one replay of an undo: the entries left derive the summary stored and returned.
  return { record, rounds, entry, summary: computeSummary({ ...record, rounds }), raced };
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
  return idsOutsideFormats(ormSql, READ_SINCE_FORMAT, SUMMARY_FORMAT);
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
    for (const { record, columns } of rows) written.push(await storeSummaryAt(tx, record, columns));
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
