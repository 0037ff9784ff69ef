import { AppError } from "../errors";
import {
  BACKUP_FORMAT,
  BACKUP_MAX_BYTES,
  BACKUP_VERSION,
  type LeagueBackup,
  type LeagueBackupDocument,
  MAX_BACKUP_SESSIONS,
} from "./backup-schema";

// A league's backup document, from the rows data.ts reads (its import: lib/imports).

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
  sessions: BackupSessionRecord[];
}

/** One game as stored, with its players and rounds. */
export interface BackupSessionRecord {
  id: string;
  game: string;
  options: string;
  firstDealer: number;
  playedAt: Date | null;
  createdAt: Date;
  players: Array<{ id: string; name: string; seat: number; memberId: string | null }>;
  rounds: Array<{ number: number; entry: string; createdAt: Date; updatedAt: Date }>;
}

export const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

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
    sessions: records.sessions.map(toBackupSession),
  };
}

/** One game as a backup holds it (a league's, and each game of a phone's backup: lib/table/phone-backup.ts). */
export function toBackupSession(session: BackupSessionRecord): LeagueBackupDocument["sessions"][number] {
  return {
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
  };
}

/** The download's file name: the league's name and the day it was made. */
export function backupFileName(document: LeagueBackupDocument): string {
  const name = document.league.name.replace(/[^\p{L}\p{N}]+/gu, "-");
  return `${name}-backup-${document.exportedAt?.slice(0, 10) ?? ""}.json`;
}

/**
 * The backup as the file it is (compact JSON), or 422 when the import could not take it back: every backup Deckside
 * writes restores (docs/limits.md). Reached only by a league of thousands of games of hundreds of rounds.
 */
export function backupText(document: LeagueBackupDocument): string {
  const text = JSON.stringify(document);
  const games = document.sessions.length;
  if (games > MAX_BACKUP_SESSIONS || Buffer.byteLength(text) > BACKUP_MAX_BYTES) {
    const message = `This league is too large for one backup file (${MAX_BACKUP_SESSIONS.toLocaleString("en")} games, ${BACKUP_MAX_BYTES / 1024 / 1024} MiB); copy the whole database instead (npm run backup).`;
    throw new AppError("rule_violation", message, {
      violations: [{ code: "backup_too_large", message }],
      games,
      maxGames: MAX_BACKUP_SESSIONS,
      maxBytes: BACKUP_MAX_BYTES,
    });
  }
  return text;
}
