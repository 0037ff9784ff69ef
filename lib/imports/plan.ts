import { z } from "zod";
import { hashToken, leagueGameToken, newId, newToken } from "../auth/token";
import { AppError, invalidBody } from "../errors";
import { MAX_ROUNDS } from "../games/limits";
import { getGame } from "../games/registry";
import { continueReplay, replay } from "../games/replay";
import type { AnyGame, Violation } from "../games/types";
import { day } from "../leagues/backup";
import {
  type BackupSession,
  backupHeadSchema,
  backupRoundsSchema,
  backupSessionSchema,
} from "../leagues/backup-schema";
import { applyGame, type MemberState, type RatingStep, stateOf } from "../leagues/incremental";
import { leagueGameOf, resultRow } from "../leagues/results";
import { MAX_LEAGUE_MEMBERS } from "../leagues/schema";
import { chronological, DEFAULT_POINTS_TABLE } from "../leagues/stats";
import type { LeagueGame } from "../leagues/types";
import { nameKey } from "../sessions/schema";
import { computeSummary, summaryColumns } from "../sessions/summary";
import { viewOf } from "../sessions/view";
import { withPlayerNames } from "../sessions/violation-names";
import type { Pause } from "./slices";

// The plan of a backup's import: every check the API makes when the same league is entered by hand, new ids,
// entries rewritten to them, every game replayed through its engine, and the league results and standings the
// games give, all before anything is written (docs/backup-format.md). One game at a time, pausing between
// (slices.ts). No database here: mutations.ts writes the plan.

const WHAT = "The backup is not valid";
/** How far ahead of this server's clock a backup's days and times may be: another server's clock, a time zone. */
export const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export interface ImportGame {
  session: {
    id: string;
    game: string;
    options: string;
    firstDealer: number;
    tokenHash: string;
    leagueId: string;
    playedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
    /** The stored summary (lib/sessions/summary.ts), from the one replay that checked the game. */
    summary: string;
    summaryFormat: number;
  };
  players: Array<{ id: string; sessionId: string; name: string; seat: number; memberId: string | null }>;
  rounds: Array<{ id: string; sessionId: string; number: number; entry: string; createdAt: Date; updatedAt: Date }>;
  /** Its league result when finished (GameResult). */
  result: { sessionId: string; leagueId: string; game: string; finishedAt: Date; placements: string } | null;
}

/** What the import writes: the league (visible last), its members, games, and the standings they give. */
export interface ImportPlan {
  token: string;
  league: {
    id: string;
    name: string;
    tokenHash: string;
    game: string | null;
    seasonStart: Date | null;
    seasonEnd: Date | null;
    pointsTable: string;
    createdAt: Date;
    /** The number of results the standings below reflect. */
    storedGames: number;
  };
  members: Array<{ id: string; leagueId: string; name: string; nameKey: string; createdAt: Date }>;
  games: ImportGame[];
  steps: RatingStep[];
  standings: Array<{ leagueId: string; memberId: string } & MemberState>;
}

/** Every string and key that is exactly an old player id becomes the new id (ids never look like anything else). */
function rewriteIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => rewriteIds(item, ids));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [ids.get(k) ?? k, rewriteIds(v, ids)]));
  return value;
}

/**
 * New ids for `old`, handed out in the same sort order: a league's games that finished at the same instant are
 * ordered by session id (stats.ts `chronological`), so the restored standings come out the same.
 */
function orderedIds(old: readonly string[]): Map<string, string> {
  const fresh = old.map(() => newId()).sort((a, b) => a.localeCompare(b));
  const sorted = [...old].sort((a, b) => a.localeCompare(b));
  return new Map(sorted.map((id, index) => [id, fresh[index]!]));
}

function refused(what: string, violations: Violation[], details: Record<string, unknown>): AppError {
  const headline = violations[0]?.message ?? "The rules forbid it.";
  return new AppError("rule_violation", `${what}: ${headline}`, { ...details, violations });
}

function setupViolations(game: AnyGame, session: BackupSession, options: unknown): Violation[] {
  const out: Violation[] = [];
  const names = new Set<string>();
  for (const player of session.players) {
    if (names.has(nameKey(player.name)))
      out.push({
        code: "duplicate_name",
        message: `"${player.name}" is listed twice; names in one session must differ.`,
      });
    names.add(nameKey(player.name));
  }
  const table = { players: session.players.map((p) => String(p.seat)), firstDealer: session.firstDealer };
  return [...game.validateSetup(table, options), ...out];
}

/** Times after this are in the future, beyond any clock's skew. */
function futureCheck(now: Date) {
  const latest = new Date(now.getTime() + FUTURE_TOLERANCE_MS);
  const latestDay = day(latest)!;
  const future: Violation = { code: "in_future", message: "A backup cannot hold a time in the future." };
  return {
    day: (played: string): Violation[] =>
      played > latestDay
        ? [{ code: "played_in_future", message: "A game cannot be played on a future day.", field: "playedOn" }]
        : [],
    times: (...times: Array<string | undefined>): Violation[] =>
      times.some((t) => t !== undefined && new Date(t) > latest) ? [future] : [],
  };
}

/** Rounds checked, and replayed, per slice of work. */
const ROUNDS_PER_SLICE = 200;

/** A 400 naming the first field that is off, its path under `prefix`. */
function shapeError(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): AppError {
  return invalidBody(new z.ZodError(issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }))), WHAT);
}

/**
 * One game's shape (400, its path under `sessions.<index>`), its rounds a slice at a time, or 422 `too_many_rounds`
 * as a round submit says it.
 */
async function parseSession(
  value: unknown,
  index: number,
  memberIds: ReadonlySet<string>,
  pause: Pause,
): Promise<BackupSession> {
  const listed = (value as { rounds?: unknown } | null)?.rounds;
  if (Array.isArray(listed) && listed.length > MAX_ROUNDS)
    throw new AppError(
      "too_many_rounds",
      `Game ${index + 1} has ${listed.length} rounds; a game holds at most ${MAX_ROUNDS}.`,
      { max: MAX_ROUNDS, session: { index } },
    );
  const head = backupSessionSchema(memberIds).safeParse(value);
  if (!head.success) throw shapeError(head.error.issues, ["sessions", index]);
  const roundsSchema = backupRoundsSchema(getGame(head.data.game)!);
  const rounds: BackupSession["rounds"] = [];
  for (let from = 0; from < head.data.rounds.length; from += ROUNDS_PER_SLICE) {
    await pause();
    const part = roundsSchema.safeParse(head.data.rounds.slice(from, from + ROUNDS_PER_SLICE));
    if (!part.success)
      throw shapeError(
        part.error.issues.map((issue) => ({ ...issue, path: [from + Number(issue.path[0]), ...issue.path.slice(1)] })),
        ["sessions", index, "rounds"],
      );
    for (const round of part.data) {
      const number = rounds.length + 1;
      if (round.number !== number)
        throw shapeError(
          [
            {
              code: "custom",
              path: [number - 1, "number"],
              message: `Round ${number} is numbered ${round.number}.`,
              input: round.number,
            },
          ],
          ["sessions", index, "rounds"],
        );
      rounds.push(round);
    }
  }
  return { ...head.data, rounds };
}

/** Checks the whole document (shapes first, then the rules), pausing between games; any refusal throws. */
export async function planImport(raw: unknown, now: Date, pause: Pause): Promise<ImportPlan> {
  const head = backupHeadSchema.safeParse(raw);
  if (!head.success) throw invalidBody(head.error, WHAT);
  const doc = head.data;
  if (doc.members.length > MAX_LEAGUE_MEMBERS)
    throw new AppError(
      "too_many_members",
      `A league has at most ${MAX_LEAGUE_MEMBERS} members; this backup lists ${doc.members.length}.`,
      { max: MAX_LEAGUE_MEMBERS },
    );
  // Shapes of every game before any rule: a malformed document is a 400 wherever its fault is.
  const memberRefs = new Set(doc.members.map((m) => m.id));
  const sessions: BackupSession[] = [];
  const sessionRefs = new Set<string>();
  for (const [index, value] of doc.sessions.entries()) {
    await pause();
    const session = await parseSession(value, index, memberRefs, pause);
    if (sessionRefs.has(session.id))
      throw invalidBody(
        new z.ZodError([
          {
            code: "custom",
            path: ["sessions", index, "id"],
            message: `Session id "${session.id}" is listed twice.`,
            input: session.id,
          },
        ]),
        WHAT,
      );
    sessionRefs.add(session.id);
    sessions.push(session);
  }

  const { league } = doc;
  const future = futureCheck(now);
  const leagueFaults = [
    ...(league.seasonStart && league.seasonEnd && league.seasonEnd < league.seasonStart
      ? [{ code: "season_order", message: "The season ends before it starts." }]
      : []),
    ...future.times(league.createdAt, doc.exportedAt),
  ];
  if (leagueFaults.length > 0) throw refused("The league", leagueFaults, {});

  const token = newToken();
  const leagueId = newId();
  const memberIds = new Map(doc.members.map((m) => [m.id, newId()]));
  const sessionIds = orderedIds(sessions.map((s) => s.id));
  const games: ImportGame[] = [];
  for (const [index, session] of sessions.entries()) {
    await pause();
    games.push(
      await planGame(session, index, pause, {
        leagueId,
        token,
        league: league.game ?? null,
        memberIds,
        sessionIds,
        now,
        future,
      }),
    );
  }

  // The league's results and standings, as recomputeStandings (mutations.ts) builds them from nothing.
  const pointsTable = league.pointsTable ?? DEFAULT_POINTS_TABLE;
  const memberOf = new Map(games.flatMap((g) => g.players.map((p) => [p.id, p.memberId] as const)));
  const results = games.flatMap((g) => (g.result ? [leagueGameOf(g.result, memberOf)] : []));
  const state = new Map<string, MemberState>();
  const steps: RatingStep[] = [];
  for (const game of chronological(results) as LeagueGame[]) {
    await pause();
    steps.push(...applyGame(state, game, pointsTable));
  }
  return {
    token,
    league: {
      id: leagueId,
      name: league.name,
      tokenHash: hashToken(token),
      game: league.game ?? null,
      seasonStart: league.seasonStart ? new Date(`${league.seasonStart}T00:00:00Z`) : null,
      seasonEnd: league.seasonEnd ? new Date(`${league.seasonEnd}T23:59:59Z`) : null,
      pointsTable: JSON.stringify(pointsTable),
      createdAt: league.createdAt ? new Date(league.createdAt) : now,
      storedGames: results.length,
    },
    members: doc.members.map((m) => ({
      id: memberIds.get(m.id)!,
      leagueId,
      name: m.name,
      nameKey: nameKey(m.name),
      createdAt: now,
    })),
    games,
    steps,
    standings: [...state].map(([memberId, s]) => ({ leagueId, memberId, ...stateOf(s) })),
  };
}

interface GameContext {
  leagueId: string;
  token: string;
  /** The only game the league counts, or null. */
  league: string | null;
  memberIds: ReadonlyMap<string, string>;
  sessionIds: ReadonlyMap<string, string>;
  now: Date;
  future: ReturnType<typeof futureCheck>;
}

/** One game: its set-up and every round through its engine (422 naming the game and round), and its rows. */
async function planGame(session: BackupSession, index: number, pause: Pause, ctx: GameContext): Promise<ImportGame> {
  const { leagueId, now } = ctx;
  const where = `Game ${index + 1} (${session.game}, ${session.playedOn})`;
  const ref = { session: { index, id: session.id, game: session.game, playedOn: session.playedOn } };
  const game = getGame(session.game)!;
  const options = game.optionsSchema.parse(session.options);
  const setup = [
    ...setupViolations(game, session, options),
    ...ctx.future.day(session.playedOn),
    ...ctx.future.times(session.createdAt),
  ];
  if (ctx.league && ctx.league !== game.id)
    setup.push({ code: "league_game", message: `This league only counts ${ctx.league} games.` });
  if (setup.length > 0) throw refused(where, setup, ref);
  session.rounds.forEach((r, i) => {
    const late = ctx.future.times(r.createdAt, r.updatedAt);
    if (late.length > 0) throw refused(`${where}, round ${i + 1}`, late, { ...ref, round: i + 1 });
  });

  const id = ctx.sessionIds.get(session.id)!;
  const playerIds = new Map(session.players.map((p) => [p.id, newId()]));
  // Entries parsed by the game's schema already (parseSession).
  const entries = session.rounds.map((r) => rewriteIds(r.entry, playerIds));
  const createdAt = session.createdAt ? new Date(session.createdAt) : now;
  const players = session.players.map((p) => ({
    id: playerIds.get(p.id)!,
    sessionId: id,
    name: p.name,
    seat: p.seat,
    memberId: p.member === null ? null : ctx.memberIds.get(p.member)!,
  }));
  const table = {
    players: [...players].sort((a, b) => a.seat - b.seat).map((p) => p.id),
    firstDealer: session.firstDealer,
  };
  // A slice of rounds at a time, each from where the last ended (the same result as one replay: replay.test.ts).
  let replayed = replay(game, table, options, []);
  for (let from = 0; replayed.ok && from < entries.length; from += ROUNDS_PER_SLICE) {
    await pause();
    replayed = continueReplay(game, table, replayed, entries.slice(from, from + ROUNDS_PER_SLICE));
  }
  if (!replayed.ok)
    throw refused(`${where}, round ${replayed.round}`, withPlayerNames(replayed.violations, players), {
      ...ref,
      round: replayed.round,
    });

  const rounds = session.rounds.map((r, i) => {
    const roundCreated = r.createdAt ? new Date(r.createdAt) : now;
    return {
      id: newId(),
      sessionId: id,
      number: r.number,
      entry: JSON.stringify(entries[i]),
      createdAt: roundCreated,
      updatedAt: r.updatedAt ? new Date(r.updatedAt) : roundCreated,
    };
  });
  const row = {
    id,
    game: game.id,
    options: JSON.stringify(options),
    firstDealer: session.firstDealer,
    // As createSession does for a league game: its own token derives from the league's (its share link).
    tokenHash: hashToken(leagueGameToken(ctx.token, id)),
    leagueId,
    // Stored only when it differs from the day the session was created, as createSession does.
    playedAt: session.playedOn === day(createdAt) ? null : new Date(`${session.playedOn}T12:00:00Z`),
    createdAt,
    updatedAt: now,
  };
  await pause();
  const summary = computeSummary({ ...row, players, rounds }, replayed);
  await pause();
  const result = resultRow(viewOf({ ...row, players, rounds }, summary));
  return {
    session: { ...row, ...summaryColumns(summary) },
    players,
    rounds,
    result: result ? { sessionId: id, ...result } : null,
  };
}
