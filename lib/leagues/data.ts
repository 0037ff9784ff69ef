import "server-only";
import { cache } from "react";
import { tokenMatches } from "../auth/token";
import { db, hotSql } from "../db";
import { env } from "../env";
import { AppError, notFound } from "../errors";
import type { GameId } from "../games/types";
import { Prisma } from "../generated/prisma/client";
import { repairRunning, yieldToEventLoop } from "../repair-progress";
import { toSessionView } from "../sessions/view";
import { sql } from "../sql/types";
import type { BackupSessionRecord, LeagueBackupRecords } from "./backup";
import { standingRow, standingsFromStates, stateOf } from "./incremental";
import { leagueGameOf, resultRow, type StoredPlacement } from "./results";
import { EVENINGS_PER_PAGE, RACE_WINDOW, type StandingsFilter } from "./schema";
import { chronological, headToHead, leagueStandings, type RatingHistory, ratingHistory } from "./stats";
import type { LeagueGame, Rating, StandingRow } from "./types";

export interface LeagueView {
  id: string;
  name: string;
  game: GameId | null;
  seasonStart: string | null;
  seasonEnd: string | null;
  pointsTable: number[];
  createdAt: string;
  members: Array<{ id: string; name: string }>;
}

// React's cache() lasts one server render: a page, its generateMetadata and its edit check share one read.
// Outside a render (route handlers, server actions) it calls through, so writes never see a stale copy.
const cachedLeague = cache(async (id: string) =>
  db.league.findUnique({ where: { id }, include: { members: { orderBy: { name: "asc" } } } }),
);

/** The league for a page, or null for an unknown id (the page answers with its 404). */
export const loadLeague = cache(async (id: string): Promise<LeagueView | null> => {
  const league = await cachedLeague(id);
  if (!league) return null;
  return {
    id: league.id,
    name: league.name,
    game: league.game as GameId | null,
    seasonStart: league.seasonStart?.toISOString().slice(0, 10) ?? null,
    seasonEnd: league.seasonEnd?.toISOString().slice(0, 10) ?? null,
    pointsTable: JSON.parse(league.pointsTable) as number[],
    createdAt: league.createdAt.toISOString(),
    members: league.members.map((m) => ({ id: m.id, name: m.name })),
  };
});

export async function getLeague(id: string): Promise<LeagueView> {
  const league = await loadLeague(id);
  if (!league) throw notFound("league", id);
  return league;
}

// Every read below selects by league, or by lists of at most IDS_PER_READ session ids: an `IN (...)` list binds
// one parameter per game, and SQLite refuses more than 999 (a league of 998 games used to answer 500).

/** Every league player's member, by player id. */
async function memberOfPlayer(leagueId: string): Promise<Map<string, string | null>> {
  const players = await db.player.findMany({
    where: { session: { leagueId } },
    select: { id: true, memberId: true },
  });
  return new Map(players.map((p) => [p.id, p.memberId]));
}

type ResultRow = NonNullable<ReturnType<typeof resultRow>>;

/**
 * While the start-up repair runs (lib/repair, docs/decisions/029-startup-repair.md), a league game it has not reached
 * yet may have no stored result, or a stale one: its stamp (`resultVersion`) is not its version. The result each
 * such game's rounds give (null: not finished), by session id; null when there is none (no repair running: every
 * write derives the result and the stamp together). Computed in pages with a turn of the event loop between them,
 * as the repair itself does, so a large league's read does not stall the other requests.
 */
async function unrepairedResults(leagueId: string): Promise<Map<string, ResultRow | null> | null> {
  if (!repairRunning()) return null;
  const stale = await db.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "GameSession"
    WHERE "leagueId" = ${leagueId} AND ("resultVersion" IS NULL OR "resultVersion" <> "version")`;
  if (stale.length === 0) return null;
  const computed = new Map<string, ResultRow | null>();
  for (let start = 0; start < stale.length; start += UNREPAIRED_PER_TURN) {
    const ids = stale.slice(start, start + UNREPAIRED_PER_TURN).map((row) => row.id);
    const records = await db.gameSession.findMany({
      where: { id: { in: ids } },
      include: { players: true, rounds: true },
    });
    for (const record of records) computed.set(record.id, resultRow(toSessionView(record)));
    await yieldToEventLoop();
  }
  return computed;
}

/** Games whose result a read computes per turn of the event loop (a few ms each on a loaded machine). */
const UNREPAIRED_PER_TURN = 50;

/** The league's finished games (stored results, never replayed), with players mapped to members. */
export async function leagueGames(leagueId: string, filter: StandingsFilter = {}): Promise<LeagueGame[]> {
  const from = filter.from ? new Date(`${filter.from}T00:00:00Z`) : null;
  const to = filter.to ? new Date(`${filter.to}T23:59:59.999Z`) : null;
  const [stored, unrepaired] = await Promise.all([
    db.gameResult.findMany({
      where: {
        leagueId,
        ...(filter.game ? { game: filter.game } : {}),
        finishedAt: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) },
      },
      orderBy: [{ finishedAt: "asc" }, { sessionId: "asc" }],
    }),
    unrepairedResults(leagueId),
  ]);
  let results: Array<ResultRow & { sessionId: string }> = stored;
  if (unrepaired) {
    // The games the repair has not reached: the result their rounds give instead of the stored one.
    results = stored.filter((result) => !unrepaired.has(result.sessionId));
    for (const [sessionId, row] of unrepaired) {
      if (!row || (filter.game && row.game !== filter.game)) continue;
      if ((from && row.finishedAt < from) || (to && row.finishedAt > to)) continue;
      results.push({ sessionId, ...row });
    }
    results.sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime() || (a.sessionId < b.sessionId ? -1 : 1));
  }
  const memberOf = await memberOfPlayer(leagueId);
  return results.map((result) => leagueGameOf(result, memberOf));
}

/**
 * The number of the league's finished games, when the stored standings reflect all of them (null when they do
 * not: never built, or games the start-up repair has not reached yet; the reads then compute from the results, see
 * leagueGames). The league row is the one this request already read. `storedGames` is written in the transaction
 * of every result write (lib/leagues/mutations.ts), so it is trusted without counting the results on every view
 * (docs/decisions/040-league-page-cache.md); a count written behind the app's back is found and rebuilt by the
 * start-up repair (staleStandingLeagues), during which this counts again.
 */
async function storedGames(leagueId: string): Promise<number | null> {
  if (repairRunning()) {
    const [league, games, unrepaired] = await Promise.all([
      cachedLeague(leagueId),
      db.gameResult.count({ where: { leagueId } }),
      unrepairedCount(leagueId),
    ]);
    return league?.storedGames === games && unrepaired === 0 ? games : null;
  }
  const stored = (await cachedLeague(leagueId))?.storedGames ?? -1;
  return stored >= 0 ? stored : null;
}

/**
 * The league page's cache stamp (lib/front/league-cache.ts): its `version`, which every write that changes what the
 * page shows moves on in its own transaction, and its token hash (a phone's league cookie is checked against it).
 * One primary-key read on the hot path's executor; null for an unknown league.
 */
export async function leagueStamp(id: string): Promise<{ stamp: string; tokenHash: string } | null> {
  const row = await hotSql.get<{ version: number | bigint; tokenHash: string }>(
    sql`SELECT "version", "tokenHash" FROM "League" WHERE "id" = ${id}`,
  );
  return row ? { stamp: String(row.version), tokenHash: row.tokenHash } : null;
}

/** How many of the league's games the running start-up repair has not reached (index entries only). */
async function unrepairedCount(leagueId: string): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ n: number | bigint }>>`
    SELECT COUNT(*) AS "n" FROM "GameSession"
    WHERE "leagueId" = ${leagueId} AND ("resultVersion" IS NULL OR "resultVersion" <> "version")`;
  return Number(row?.n ?? 0);
}

const isUnfiltered = (filter: StandingsFilter) => !filter.game && !filter.from && !filter.to;

/**
 * The standings over all the league's games, or over a game and a date range. Unfiltered, they are read from the
 * stored standings (kept in step with every write, docs/decisions/009-stored-standings.md): no replay, nothing
 * read per game beyond the race's window. Filtered, they are computed from the results. `race: false` skips the
 * rating race (the API and the export do not show it).
 */
export async function getStandings(
  leagueId: string,
  filter: StandingsFilter = {},
  { race = true }: { race?: boolean } = {},
): Promise<{ league: LeagueView; standings: StandingRow[]; games: number; race: RacePoint[] }> {
  // Unfiltered, the league, the store check and the stored rows are read at once (rows unused if the store is behind).
  const unfiltered = isUnfiltered(filter);
  const [league, stored, rows] = await Promise.all([
    getLeague(leagueId),
    unfiltered ? storedGames(leagueId) : null,
    unfiltered ? db.leagueStanding.findMany({ where: { leagueId } }) : [],
  ]);
  const names = new Map(league.members.map((m) => [m.id, m.name]));
  if (stored !== null) {
    const points = race
      ? await storedRace(
          leagueId,
          stored,
          names,
          rows.map((r) => r.memberId),
        )
      : [];
    return { league, standings: standingsFromStates(rows, names), games: stored, race: points };
  }
  return computeStandings(league, await leagueGames(leagueId, filter));
}

/** The standings, game count and race computed from `games` (the reference the stored standings must equal). */
export function computeStandings(league: LeagueView, list: LeagueGame[]) {
  const games = chronological(list);
  const names = new Map(league.members.map((m) => [m.id, m.name]));
  // The ratings are replayed once and shared by the table and the race.
  const history = ratingHistory(games);
  return {
    league,
    standings: leagueStandings(games, names, league.pointsTable, history),
    games: games.length,
    race: ratingRace(games, history, names),
  };
}

/**
 * The race (as `ratingRace` gives it) from the stored rating steps: the window's games, and each member's latest
 * rating before it to carry forward. Reads O(window + members) rows, however many games the league has.
 */
async function storedRace(
  leagueId: string,
  total: number,
  names: ReadonlyMap<string, string>,
  memberIds: readonly string[],
): Promise<RacePoint[]> {
  // One more than the window: when it finished earlier than the window's first game, the window is exact.
  const select = { sessionId: true, finishedAt: true } as const;
  const latest = await db.gameResult.findMany({
    where: { leagueId },
    orderBy: { finishedAt: "desc" },
    take: RACE_WINDOW + 1,
    select,
  });
  const start = latest.slice(0, RACE_WINDOW).at(-1)?.finishedAt;
  if (!start) return [];
  // Games of the window's first millisecond beyond the read (same instant: ordered by session id in memory).
  const tied =
    latest.length > RACE_WINDOW && latest.at(-1)!.finishedAt.getTime() === start.getTime()
      ? await db.gameResult.findMany({ where: { leagueId, finishedAt: start }, select })
      : [];
  const windowGames = [
    ...new Map([...latest, ...tied].filter((g) => g.finishedAt >= start).map((g) => [g.sessionId, g])).values(),
  ];
  const earlier = total - windowGames.length;
  const [steps, before] = await Promise.all([
    db.leagueRatingStep.findMany({
      where: { leagueId, rated: true, finishedAt: { gte: start } },
      select: { sessionId: true, memberId: true, mu: true, sigma: true },
    }),
    ratingsBefore(leagueId, start, memberIds),
  ]);
  // Skill points (the mean, 25 for a newcomer), as the pages show the rating: never the estimate below 0.
  const estimate = (s: { mu: number; sigma: number }) => Math.round(s.mu * 100) / 100;
  const current: Record<string, number> = {};
  for (const step of before) current[names.get(step.memberId) ?? "?"] = estimate(step);
  const afterGame = new Map<string, Array<{ memberId: string; mu: number; sigma: number }>>();
  for (const step of steps) afterGame.set(step.sessionId, [...(afterGame.get(step.sessionId) ?? []), step]);
  const ordered = chronological(windowGames.map((g) => ({ ...g, game: "", placements: [] })));
  const first = total - RACE_WINDOW;
  const points: RacePoint[] = [];
  ordered.forEach((game, i) => {
    for (const step of afterGame.get(game.sessionId) ?? []) current[names.get(step.memberId) ?? "?"] = estimate(step);
    const index = earlier + i;
    if (index >= first) points.push({ game: index + 1, date: game.finishedAt.toISOString().slice(0, 10), ...current });
  });
  return points;
}

/** How many of the latest rated steps before the race's window one query reads to find each member's rating. */
const CARRY_LOOKBACK = 200;

/**
 * Each member's latest rated step before `start` (members without one: none). One query reads the latest steps,
 * which hold every member who played lately; only the others are looked up one by one.
 */
async function ratingsBefore(leagueId: string, start: Date, memberIds: readonly string[]) {
  const select = { memberId: true, played: true, finishedAt: true, mu: true, sigma: true } as const;
  const latest = await db.leagueRatingStep.findMany({
    where: { leagueId, rated: true, finishedAt: { lt: start } },
    orderBy: { finishedAt: "desc" },
    take: CARRY_LOOKBACK,
    select,
  });
  // When the read was cut, steps of its oldest millisecond may be missing: those members are looked up.
  const cut = latest.length === CARRY_LOOKBACK ? latest.at(-1)!.finishedAt.getTime() : Number.NEGATIVE_INFINITY;
  const found = new Map<string, (typeof latest)[number]>();
  for (const step of latest) {
    if (step.finishedAt.getTime() <= cut) continue;
    const seen = found.get(step.memberId);
    if (!seen || step.played > seen.played) found.set(step.memberId, step);
  }
  const rest = await Promise.all(
    memberIds
      .filter((memberId) => !found.has(memberId))
      .map((memberId) =>
        db.leagueRatingStep.findFirst({
          where: { leagueId, memberId, rated: true, finishedAt: { lt: start } },
          orderBy: { played: "desc" },
          select,
        }),
      ),
  );
  return [...found.values(), ...rest.flatMap((step) => (step ? [step] : []))];
}

/**
 * One point per game (in rating order) of the last RACE_WINDOW games: every member's skill points (OpenSkill's
 * mean, 25 for a newcomer, as the pages show the rating) after it. `game` counts from the league's first game.
 */
export type RacePoint = { game: number; date: string } & Record<string, number | string>;

/** `ordered`: the games in rating order (`chronological`); `history`: their `ratingHistory`. */
function ratingRace(ordered: LeagueGame[], history: RatingHistory, names: ReadonlyMap<string, string>): RacePoint[] {
  const afterGame = new Map<string, Map<string, number>>();
  for (const [memberId, list] of history) {
    for (const entry of list) {
      const row = afterGame.get(entry.sessionId) ?? new Map<string, number>();
      row.set(names.get(memberId) ?? "?", Math.round(entry.rating.mu * 100) / 100);
      afterGame.set(entry.sessionId, row);
    }
  }
  // A chart of thousands of points is megabytes on a phone and unreadable: the earlier games only carry the
  // ratings forward to the window's first point.
  const first = Math.max(0, ordered.length - RACE_WINDOW);
  const current: Record<string, number> = {};
  const points: RacePoint[] = [];
  ordered.forEach((game, index) => {
    for (const [name, value] of afterGame.get(game.sessionId) ?? []) current[name] = value;
    if (index >= first) points.push({ game: index + 1, date: game.finishedAt.toISOString().slice(0, 10), ...current });
  });
  return points;
}

export interface EveningGame {
  id: string;
  game: GameId;
  createdAt: string;
  status: "active" | "tiebreak" | "finished";
  players: string[];
  winners: string[];
}

export interface Evening {
  date: string;
  games: EveningGame[];
}

/** The evening a game belongs to: the day it was played (UTC), which is the day it was created unless entered later. */
const eveningOf = (session: { createdAt: Date; playedAt: Date | null }) =>
  (session.playedAt ?? session.createdAt).toISOString().slice(0, 10);

/** Rows read per `IN (...)` list: well under SQLite's 999 bound parameters. */
const IDS_PER_READ = 500;

/** `read` for `ids` in lists of IDS_PER_READ, answers concatenated. */
async function byIds<T>(ids: readonly string[], read: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_READ)
    answers.push(...(await read(ids.slice(start, start + IDS_PER_READ))));
  return answers;
}

/**
 * The league's games (all, or those whose evening lies in [from, to)), grouped by evening, newest evening first.
 * With a range, the games are two index ranges (played on a given evening; or created then and not entered
 * afterwards), and their players and results are read by the games' ids: a page of evenings reads that page's
 * rows only, however many games the league has.
 */
async function eveningsOf(leagueId: string, range?: { from: Date; to: Date }): Promise<Evening[]> {
  const select = { id: true, game: true, createdAt: true, playedAt: true } as const;
  const newestFirst = (a: { createdAt: Date }, b: { createdAt: Date }) => b.createdAt.getTime() - a.createdAt.getTime();
  const [sessions, players, results] = range
    ? await (async () => {
        const between = { gte: range.from, lt: range.to };
        const found = await Promise.all([
          db.gameSession.findMany({ where: { leagueId, playedAt: between }, select }),
          db.gameSession.findMany({ where: { leagueId, playedAt: null, createdAt: between }, select }),
        ]);
        const list = found.flat().sort(newestFirst);
        const ids = list.map((s) => s.id);
        return Promise.all([
          list,
          byIds(ids, (some) =>
            db.player.findMany({
              where: { sessionId: { in: some } },
              select: { id: true, sessionId: true, name: true, seat: true },
            }),
          ),
          byIds(ids, (some) =>
            db.gameResult.findMany({
              where: { sessionId: { in: some } },
              select: { sessionId: true, placements: true },
            }),
          ),
        ]);
      })()
    : await Promise.all([
        db.gameSession.findMany({ where: { leagueId }, select, orderBy: { createdAt: "desc" } }),
        db.player.findMany({
          where: { session: { leagueId } },
          select: { id: true, sessionId: true, name: true, seat: true },
        }),
        db.gameResult.findMany({ where: { leagueId }, select: { sessionId: true, placements: true } }),
      ]);
  const seated = new Map<string, Array<{ id: string; name: string; seat: number }>>();
  for (const p of players) {
    const table = seated.get(p.sessionId);
    if (table) table.push(p);
    else seated.set(p.sessionId, [p]);
  }
  for (const table of seated.values()) table.sort((a, b) => a.seat - b.seat);
  const resultOf = new Map(results.map((r) => [r.sessionId, r.placements]));
  const evenings = new Map<string, EveningGame[]>();
  for (const session of sessions) {
    const date = eveningOf(session);
    const table = seated.get(session.id) ?? [];
    const names = new Map(table.map((p) => [p.id, p.name]));
    const stored = resultOf.get(session.id);
    const placements = stored ? (JSON.parse(stored) as StoredPlacement[]) : [];
    const game: EveningGame = {
      id: session.id,
      game: session.game as GameId,
      createdAt: session.createdAt.toISOString(),
      status: stored ? "finished" : "active",
      players: table.map((p) => p.name),
      winners: placements.filter((p) => p.rank === 1).map((p) => names.get(p.playerId) ?? "?"),
    };
    const evening = evenings.get(date);
    if (evening) evening.push(game);
    else evenings.set(date, [game]);
  }
  return [...evenings.entries()].sort((a, b) => b[0].localeCompare(a[0])).map(([date, games]) => ({ date, games }));
}

/** Every game of the league, newest evening first; unfinished games are listed too (but do not count). */
export async function leagueEvenings(leagueId: string): Promise<Evening[]> {
  return eveningsOf(leagueId);
}

export interface EveningsPage {
  evenings: Evening[];
  /** 1-based, newest first; a page past the end shows the last. */
  page: number;
  pages: number;
}

/**
 * A session's evening (`eveningOf`) in SQL, as YYYY-MM-DD: the database counts and pages the league's evenings, so
 * the page reads no row per game. SQLite holds Prisma's DateTime as ISO text in UTC; PostgreSQL as a UTC timestamp.
 */
const eveningSql = Prisma.raw(
  env.DATABASE_URL.startsWith("file:")
    ? `substr(coalesce("playedAt", "createdAt"), 1, 10)`
    : `to_char(coalesce("playedAt", "createdAt"), 'YYYY-MM-DD')`,
);

/**
 * One page of the league page's evenings (EVENINGS_PER_PAGE, newest first). The database counts and pages the
 * evenings (one aggregate each); the games, players and results are read for the page's evenings only.
 */
export async function leagueEveningsPage(leagueId: string, page: number): Promise<EveningsPage> {
  const [{ days: count } = { days: 0 }] = await db.$queryRaw<Array<{ days: number | bigint }>>(
    Prisma.sql`SELECT count(DISTINCT ${eveningSql}) AS days FROM "GameSession" WHERE "leagueId" = ${leagueId}`,
  );
  const pages = Math.max(1, Math.ceil(Number(count) / EVENINGS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);
  const shown = (
    await db.$queryRaw<Array<{ day: string }>>(
      Prisma.sql`SELECT ${eveningSql} AS day FROM "GameSession" WHERE "leagueId" = ${leagueId}
        GROUP BY 1 ORDER BY 1 DESC LIMIT ${EVENINGS_PER_PAGE} OFFSET ${(current - 1) * EVENINGS_PER_PAGE}`,
    )
  ).map((row) => row.day);
  const newest = shown[0];
  const oldest = shown.at(-1);
  if (!newest || !oldest) return { evenings: [], page: current, pages };
  // The page's evenings are consecutive among the league's evenings, so one date range selects exactly them.
  const from = new Date(`${oldest}T00:00:00Z`);
  const to = new Date(Date.parse(`${newest}T00:00:00Z`) + 86_400_000);
  return { evenings: await eveningsOf(leagueId, { from, to }), page: current, pages };
}

export interface MemberPage {
  league: LeagueView;
  member: { id: string; name: string };
  standing: StandingRow | null;
  games: Array<{
    sessionId: string;
    game: string;
    finishedAt: string;
    rank: number;
    players: number;
    score: number | null;
    /** Every member who played it (the page's "games with" view picks the games two members played together). */
    memberIds: string[];
  }>;
  ratingHistory: Array<{ finishedAt: string; estimate: number }>;
  headToHead: ReturnType<typeof headToHead>;
  favouriteGame: string | null;
}

/** A member's page (one read and one rating replay per render), or null for an unknown league or member. */
export const loadMemberPage = cache(async (leagueId: string, memberId: string): Promise<MemberPage | null> => {
  const league = await loadLeague(leagueId);
  const member = league?.members.find((m) => m.id === memberId);
  if (!league || !member) return null;
  const games = await leagueGames(leagueId);
  const names = new Map(league.members.map((m) => [m.id, m.name]));
  const mine = games.flatMap((g) => {
    const p = g.placements.find((x) => x.memberId === memberId);
    return p
      ? [
          {
            sessionId: g.sessionId,
            game: g.game,
            finishedAt: g.finishedAt.toISOString(),
            rank: p.rank,
            players: g.placements.length,
            score: p.score ?? null,
            memberIds: g.placements.map((x) => x.memberId),
          },
        ]
      : [];
  });
  const counts = new Map<string, number>();
  for (const g of mine) counts.set(g.game, (counts.get(g.game) ?? 0) + 1);
  const favouriteGame = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  // The pages show the rating as skill points (the mean), never the conservative estimate that starts below 0.
  const estimate = (rating: Rating) => Math.round(rating.mu * 100) / 100;
  let history: Array<{ finishedAt: string; estimate: number }>;
  let standing: StandingRow | null;
  if ((await storedGames(leagueId)) !== null) {
    // The rating history and the standing come from the store; only the games list and head-to-head read results.
    const [steps, row] = await Promise.all([
      db.leagueRatingStep.findMany({
        where: { leagueId, memberId, rated: true },
        orderBy: { played: "asc" },
        select: { finishedAt: true, mu: true, sigma: true },
      }),
      db.leagueStanding.findUnique({ where: { leagueId_memberId: { leagueId, memberId } } }),
    ]);
    history = steps.map((h) => ({ finishedAt: h.finishedAt.toISOString(), estimate: estimate(h) }));
    standing = row ? standingRow(memberId, member.name, stateOf(row)) : null;
  } else {
    const ratings = ratingHistory(games);
    history = (ratings.get(memberId) ?? []).map((h) => ({
      finishedAt: h.finishedAt.toISOString(),
      estimate: estimate(h.rating),
    }));
    standing = leagueStandings(games, names, league.pointsTable, ratings).find((r) => r.memberId === memberId) ?? null;
  }
  return {
    league,
    member,
    standing,
    games: mine.reverse(),
    ratingHistory: history,
    headToHead: headToHead(games, memberId, names),
    favouriteGame,
  };
});

/** Whether this token is the league's (the pages show its edit controls only then). */
export async function canEditLeague(leagueId: string, token: string | null): Promise<boolean> {
  if (!token) return false;
  const league = await cachedLeague(leagueId);
  return league !== null && tokenMatches(token, league.tokenHash);
}

/**
 * Everything a league backup holds (lib/leagues/backup.ts), read by league: 404 for an unknown league, 401
 * unless `token` is the league's (checked before the games are read).
 */
export async function loadLeagueBackup(leagueId: string, token: string | null): Promise<LeagueBackupRecords> {
  const league = await db.league.findUnique({ where: { id: leagueId } });
  if (!league) throw notFound("league", leagueId);
  if (!token)
    throw new AppError("unauthorized", "A league backup needs the league's token (Authorization: Bearer <token>).");
  if (!tokenMatches(token, league.tokenHash))
    throw new AppError("unauthorized", "The token does not match this league.");
  const inLeague = { session: { leagueId } };
  const [members, sessions, players, rounds] = await Promise.all([
    db.leagueMember.findMany({ where: { leagueId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.gameSession.findMany({ where: { leagueId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.player.findMany({ where: inLeague, orderBy: [{ sessionId: "asc" }, { seat: "asc" }] }),
    db.round.findMany({ where: inLeague, orderBy: [{ sessionId: "asc" }, { number: "asc" }] }),
  ]);
  const bySession = <T extends { sessionId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.sessionId);
      if (list) list.push(row);
      else map.set(row.sessionId, [row]);
    }
    return map;
  };
  const seated = bySession(players);
  const played = bySession(rounds);
  return {
    league,
    members,
    sessions: sessions.map((s) => ({ ...s, players: seated.get(s.id) ?? [], rounds: played.get(s.id) ?? [] })),
  };
}

/** One game as a backup holds it (a phone's backup, lib/table/phone-backup.ts), or null for no such game. */
export async function loadBackupSession(sessionId: string): Promise<BackupSessionRecord | null> {
  return db.gameSession.findUnique({
    where: { id: sessionId },
    include: { players: { orderBy: { seat: "asc" } }, rounds: { orderBy: { number: "asc" } } },
  });
}

export async function listLeagues(
  ids: readonly string[],
): Promise<Array<{ id: string; name: string; game: GameId | null; games: number }>> {
  if (ids.length === 0) return [];
  const leagues = await db.league.findMany({
    where: { id: { in: [...ids] } },
    orderBy: { createdAt: "desc" },
    include: { _count: { select: { results: true } } },
  });
  return leagues.map((l) => ({ id: l.id, name: l.name, game: l.game as GameId | null, games: l._count.results }));
}
