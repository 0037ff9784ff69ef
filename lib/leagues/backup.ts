import { hashToken, leagueGameToken, newId, newToken } from "../auth/token";
import { AppError } from "../errors";
import { getGame } from "../games/registry";
import { replay } from "../games/replay";
import type { AnyGame, Violation } from "../games/types";
import { nameKey } from "../sessions/schema";
import { computeSummary, summaryColumns } from "../sessions/summary";
import type { SessionView } from "../sessions/types";
import { viewOf } from "../sessions/view";
import { withPlayerNames } from "../sessions/violation-names";
import { BACKUP_FORMAT, BACKUP_VERSION, type LeagueBackup, type LeagueBackupDocument } from "./backup-schema";
import { DEFAULT_POINTS_TABLE } from "./stats";

// A league's backup, and the plan of its import: new ids, entries rewritten to them, every session replayed
// through its engine before anything is written. No database here (data.ts reads, mutations.ts writes).

/** The league as stored, read by league (loadLeagueBackup in data.ts). */
export interface LeagueBackupRecords {
  league: {
    name: string;
    game: string | null;
    seasonStart: Date | null;
    seasonEnd: Date | null;
    pointsTable: string;
    createdAt: Date;
  };
  members: Array<{ id: string; name: string }>;
  sessions: Array<{
    id: string;
    game: string;
    options: string;
    firstDealer: number;
    playedAt: Date | null;
    createdAt: Date;
    players: Array<{ id: string; name: string; seat: number; memberId: string | null }>;
    rounds: Array<{ number: number; entry: string; createdAt: Date; updatedAt: Date }>;
  }>;
}

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

export function toBackupDocument(records: LeagueBackupRecords, now: Date): LeagueBackupDocument {
  const { league } = records;
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    league: {
      name: league.name,
      game: league.game as LeagueBackup["league"]["game"],
      seasonStart: day(league.seasonStart),
      seasonEnd: day(league.seasonEnd),
      pointsTable: JSON.parse(league.pointsTable) as number[],
      createdAt: league.createdAt.toISOString(),
    },
    members: records.members.map(({ id, name }) => ({ id, name })),
    sessions: records.sessions.map((session) => ({
      id: session.id,
      game: session.game as LeagueBackup["sessions"][number]["game"],
      options: JSON.parse(session.options) as Record<string, unknown>,
      firstDealer: session.firstDealer,
      playedOn: day(session.playedAt ?? session.createdAt)!,
      createdAt: session.createdAt.toISOString(),
      players: [...session.players]
        .sort((a, b) => a.seat - b.seat)
        .map((p) => ({ id: p.id, name: p.name, seat: p.seat, member: p.memberId })),
      rounds: [...session.rounds]
        .sort((a, b) => a.number - b.number)
        .map((r) => ({
          number: r.number,
          entry: JSON.parse(r.entry) as unknown,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        })),
    })),
  };
}

/** The download's file name: the league's name and the day it was made. */
export function backupFileName(document: LeagueBackupDocument): string {
  const name = document.league.name.replace(/[^\p{L}\p{N}]+/gu, "-");
  return `${name}-backup-${document.exportedAt?.slice(0, 10) ?? ""}.json`;
}

/** What the import writes, in one transaction, and the replayed sessions whose league results it files. */
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
  };
  members: Array<{ id: string; leagueId: string; name: string; nameKey: string }>;
  sessions: Array<{
    id: string;
    game: string;
    options: string;
    firstDealer: number;
    tokenHash: string;
    leagueId: string;
    playedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
    /** The stored summary (lib/sessions/summary.ts), from the one replay that checked the session. */
    summary: string;
    summaryFormat: number;
  }>;
  players: Array<{ id: string; sessionId: string; name: string; seat: number; memberId: string | null }>;
  rounds: Array<{ id: string; sessionId: string; number: number; entry: string; createdAt: Date; updatedAt: Date }>;
  views: SessionView[];
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

function setupViolations(game: AnyGame, session: LeagueBackup["sessions"][number], options: unknown): Violation[] {
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

/** Checks every session against its engine and lays out the new league; a rule broken anywhere is a 422. */
export function planImport(doc: LeagueBackup, now: Date): ImportPlan {
  const { league } = doc;
  if (league.seasonStart && league.seasonEnd && league.seasonEnd < league.seasonStart)
    throw refused("The league", [{ code: "season_order", message: "The season ends before it starts." }], {});
  const token = newToken();
  const leagueId = newId();
  const memberIds = new Map(doc.members.map((m) => [m.id, newId()]));
  const sessionIds = orderedIds(doc.sessions.map((s) => s.id));
  const plan: ImportPlan = {
    token,
    league: {
      id: leagueId,
      name: league.name,
      tokenHash: hashToken(token),
      game: league.game ?? null,
      seasonStart: league.seasonStart ? new Date(`${league.seasonStart}T00:00:00Z`) : null,
      seasonEnd: league.seasonEnd ? new Date(`${league.seasonEnd}T23:59:59Z`) : null,
      pointsTable: JSON.stringify(league.pointsTable ?? DEFAULT_POINTS_TABLE),
      createdAt: league.createdAt ? new Date(league.createdAt) : now,
    },
    members: doc.members.map((m) => ({ id: memberIds.get(m.id)!, leagueId, name: m.name, nameKey: nameKey(m.name) })),
    sessions: [],
    players: [],
    rounds: [],
    views: [],
  };
  doc.sessions.forEach((session, index) => {
    const where = `Game ${index + 1} (${session.game}, ${session.playedOn})`;
    const ref = { session: { index, id: session.id, game: session.game, playedOn: session.playedOn } };
    const game = getGame(session.game)!;
    const options = game.optionsSchema.parse(session.options);
    const setup = setupViolations(game, session, options);
    if (league.game && league.game !== game.id)
      setup.push({ code: "league_game", message: `This league only counts ${league.game} games.` });
    if (setup.length > 0) throw refused(where, setup, ref);

    const id = sessionIds.get(session.id)!;
    const playerIds = new Map(session.players.map((p) => [p.id, newId()]));
    const entries = session.rounds.map((r) => rewriteIds(game.entrySchema.parse(r.entry), playerIds));
    const createdAt = session.createdAt ? new Date(session.createdAt) : now;
    const players = session.players.map((p) => ({
      id: playerIds.get(p.id)!,
      sessionId: id,
      name: p.name,
      seat: p.seat,
      memberId: p.member === null ? null : memberIds.get(p.member)!,
    }));
    const table = {
      players: [...players].sort((a, b) => a.seat - b.seat).map((p) => p.id),
      firstDealer: session.firstDealer,
    };
    const replayed = replay(game, table, options, entries);
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
      tokenHash: hashToken(leagueGameToken(token, id)),
      leagueId,
      // Stored only when it differs from the day the session was created, as createSession does.
      playedAt: session.playedOn === day(createdAt) ? null : new Date(`${session.playedOn}T12:00:00Z`),
      createdAt,
      updatedAt: now,
    };
    const summary = computeSummary({ ...row, players, rounds }, replayed);
    plan.sessions.push({ ...row, ...summaryColumns(summary) });
    plan.players.push(...players);
    plan.rounds.push(...rounds);
    plan.views.push(viewOf({ ...row, players, rounds }, summary));
  });
  return plan;
}
