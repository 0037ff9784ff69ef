import { z } from "zod";
import { backupSessionShape } from "../leagues/backup-schema";
import { CHOSEN_TOKEN, nameKey } from "../sessions/schema";

// The backup of everything on one phone (docs/phone-backup-format.md): each game exactly as a league backup holds
// it (lib/leagues/backup.ts `toBackupSession`), with this phone's edit secret for it. Parsed in the browser before
// a restore (what the file holds is shown first) and by the restore route, game by game.

export const PHONE_BACKUP_FORMAT = "deckside-phone-backup";
/**
 * 2: games born offline (the server had not seen them when the file was made) are in the file too, marked
 * `bornOffline`. Version 1 files (without them) restore as they always did.
 */
export const PHONE_BACKUP_VERSION = 2;
/** The versions a restore reads. */
const READABLE_VERSIONS = [1, 2] as const;
/** Written into every file, because the secrets in it are the edit rights themselves. */
export const PHONE_BACKUP_NOTICE =
  "This file contains the secrets that let anyone edit these games: keep it private. Restore it in Deckside (This phone).";
/** A phone lists at most 100 games (lib/recent/cookie-names.ts KEEP); a little room for files edited by hand. */
export const MAX_PHONE_BACKUP_GAMES = 200;

/** One game of the file: the game, and the secret that edits it (null: this phone could only watch it). */
export const phoneBackupGameSchema = z.object({
  session: backupSessionShape,
  token: z.string().regex(CHOSEN_TOKEN, "An edit secret is 43 letters, digits, _ or -.").nullable(),
  /**
   * Version 2: the game was born offline and the server had not seen it when the file was made: its id, players'
   * ids and `token` are the ones the phone chose, its rounds the ones waiting on the phone (lib/table/born-backup.ts).
   */
  bornOffline: z.boolean().optional(),
  /**
   * Version 2, a born game only: the league it was started for (the server has not filed it yet). Restored, it is
   * filed into that league with the league's token this phone holds, as the born game's own create would have been.
   */
  leagueId: z.string().min(1).max(64).optional(),
});

export const phoneBackupSchema = z.object({
  format: z.literal(PHONE_BACKUP_FORMAT),
  version: z.union(READABLE_VERSIONS.map((version) => z.literal(version))),
  exportedAt: z.iso.datetime({ offset: true }).optional(),
  notice: z.string().optional(),
  games: z
    .array(phoneBackupGameSchema)
    .max(MAX_PHONE_BACKUP_GAMES)
    .superRefine((games, ctx) => {
      const seen = new Set<string>();
      games.forEach((game, index) => {
        if (seen.has(game.session.id))
          ctx.addIssue({ code: "custom", path: [index, "session", "id"], message: "A game is listed twice." });
        seen.add(game.session.id);
      });
    }),
});

export type PhoneBackup = z.output<typeof phoneBackupSchema>;
export type PhoneBackupGame = z.output<typeof phoneBackupGameSchema>;
export type PhoneBackupDocument = z.input<typeof phoneBackupSchema>;
/** One game as the file is written. */
export type PhoneBackupFileGame = PhoneBackupDocument["games"][number];

/** Why a file is refused before anything is sent: it is no JSON, another kind of file, or off in a field. */
export type PhoneBackupRefusal =
  | { kind: "not_json" }
  | { kind: "not_phone_backup" }
  | { kind: "newer_version"; version: number }
  | { kind: "invalid"; path: string; message: string };

/** The file's text read as a phone backup, or why not (the first field that is off). */
export function readPhoneBackup(
  text: string,
): { ok: true; backup: PhoneBackup } | { ok: false; refusal: PhoneBackupRefusal } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { kind: "not_json" } };
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== "object" || head === null || head.format !== PHONE_BACKUP_FORMAT)
    return { ok: false, refusal: { kind: "not_phone_backup" } };
  if (typeof head.version === "number" && head.version > PHONE_BACKUP_VERSION)
    return { ok: false, refusal: { kind: "newer_version", version: head.version } };
  const parsed = phoneBackupSchema.safeParse(value);
  if (parsed.success) return { ok: true, backup: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, refusal: { kind: "invalid", path: issue.path.join("."), message: issue.message } };
}

/** What a restore shows before it runs: how many games, over which days, with whom (names as first written). */
export function phoneBackupSummary(backup: PhoneBackup): {
  games: number;
  editable: number;
  firstDay: string | null;
  lastDay: string | null;
  players: string[];
} {
  const days = backup.games.map((g) => g.session.playedOn).sort();
  const players = new Map<string, string>();
  for (const { session } of backup.games)
    for (const player of session.players) {
      const key = nameKey(player.name);
      if (!players.has(key)) players.set(key, player.name);
    }
  return {
    games: backup.games.length,
    editable: backup.games.filter((g) => g.token !== null).length,
    firstDay: days[0] ?? null,
    lastDay: days.at(-1) ?? null,
    players: [...players.values()],
  };
}
