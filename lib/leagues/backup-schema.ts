import { z } from "zod";
import { GAME_IDS } from "../games/game-ids";
import { MAX_ROUNDS } from "../games/limits";
import { getGame } from "../games/registry";
import type { AnyGame } from "../games/types";
import { nameKey, playerNameSchema } from "../sessions/schema";
import { createLeagueSchema } from "./schema";

// The league backup document (docs/backup-format.md). Everything that is only a matter of shape or of references
// inside the document is checked here (400); whether the rounds obey the rules is the engines' call (422). The
// import checks the document's head first, then one game at a time (lib/imports/plan.ts), so that a large
// backup never holds the event loop for long; `leagueBackupSchema` is the whole document, for the API reference.

export const BACKUP_FORMAT = "deckside-league-backup";
export const BACKUP_VERSION = 1;
/**
 * The import's body limit (docs/limits.md): a backup holds every round of every game, so it may be far larger than
 * the API's usual 64 KiB body. 64 MiB holds a league of the most games a backup takes (MAX_BACKUP_SESSIONS) at
 * about 3 KB a game (a real league's games average under 2 KB), and the one JSON.parse of it stays well under a
 * second; the backup download refuses a league whose document would not fit, so every backup written restores.
 */
export const BACKUP_MAX_BYTES = 64 * 1024 * 1024;
/** Games in one backup. */
export const MAX_BACKUP_SESSIONS = 20_000;

/**
 * Player and member ids are references inside the document; import gives everything new ids and rewrites the
 * round entries. At least 8 characters of A–Z, a–z, 0–9, _ and -: never a card, a suit or a premium kind, so
 * an entry's value is only rewritten where it names a player.
 */
const refSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "An id is 8–64 letters, digits, _ or -.");
const timeSchema = z.iso.datetime({ offset: true });

const memberSchema = z.object({ id: refSchema, name: playerNameSchema });

const playerSchema = z.object({
  id: refSchema,
  name: playerNameSchema,
  seat: z.number().int().min(0).max(11),
  /** The league member this player is (a member id of this document), or null. */
  member: refSchema.nullable().default(null),
});

const roundSchema = z.object({
  number: z.number().int().min(1),
  /** The round entry as the API takes it, checked by the game's own schema below. */
  entry: z.unknown(),
  createdAt: timeSchema.optional(),
  updatedAt: timeSchema.optional(),
});

const sessionShape = z.object({
  id: refSchema,
  game: z.enum(GAME_IDS),
  options: z.record(z.string(), z.unknown()).default({}),
  firstDealer: z.number().int().min(0).default(0),
  playedOn: z.iso.date(),
  createdAt: timeSchema.optional(),
  players: z.array(playerSchema).min(1).max(12),
  rounds: z.array(roundSchema).max(MAX_ROUNDS),
});

/** One game as a backup holds it: also the game of a phone's backup (lib/table/phone-backup-schema.ts). */
export const backupSessionShape = sessionShape;

const leagueSchema = z.object({ ...createLeagueSchema.shape, createdAt: timeSchema.optional() });

const headShape = {
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: timeSchema.optional(),
  league: leagueSchema,
  members: z.array(memberSchema),
};

/** The whole document as the API reference shows it. */
export const leagueBackupSchema = z.object({
  ...headShape,
  sessions: z.array(sessionShape).max(MAX_BACKUP_SESSIONS),
});

export type LeagueBackup = z.output<typeof leagueBackupSchema>;
export type BackupSession = LeagueBackup["sessions"][number];
/** The document as written: what `z.input` accepts, with the fields a backup always carries. */
export type LeagueBackupDocument = z.input<typeof leagueBackupSchema>;

/** Everything but the games' insides: they are checked one at a time (`backupSessionSchema`). */
export const backupHeadSchema = z
  .object({ ...headShape, sessions: z.array(z.unknown()).max(MAX_BACKUP_SESSIONS) })
  .superRefine((doc, ctx) => {
    const members = new Set<string>();
    const memberKeys = new Set<string>();
    doc.members.forEach((member, index) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: ["members", index, field], message });
      if (members.has(member.id)) issue("id", `Member id "${member.id}" is listed twice.`);
      if (memberKeys.has(nameKey(member.name))) issue("name", `Two members are called "${member.name}".`);
      members.add(member.id);
      memberKeys.add(nameKey(member.name));
    });
  });

/**
 * One game of the document but its rounds (checked in parts: `backupRoundsSchema`), its references checked against
 * the document's member ids and its options against its game.
 */
export function backupSessionSchema(memberIds: ReadonlySet<string>) {
  return sessionShape.extend({ rounds: z.array(z.unknown()).max(MAX_ROUNDS) }).superRefine((session, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const seats = session.players.map((p) => p.seat).sort((a, b) => a - b);
    if (seats.some((seat, index) => seat !== index))
      issue(["players"], "Seats are numbered 0, 1, 2, … without gaps or repeats.");
    const ids = new Set<string>();
    const seen = new Set<string>();
    session.players.forEach((player, p) => {
      if (ids.has(player.id)) issue(["players", p, "id"], `Player id "${player.id}" is listed twice.`);
      ids.add(player.id);
      if (player.member === null) return;
      if (!memberIds.has(player.member))
        issue(["players", p, "member"], `No member with id "${player.member}" in this backup.`);
      if (seen.has(player.member))
        issue(["players", p, "member"], "Two players of one game cannot be the same member.");
      seen.add(player.member);
    });
    // The game's own shapes: the same 400 a session would give for these options.
    const game = getGame(session.game);
    const options = game?.optionsSchema.safeParse(session.options);
    for (const i of options?.success === false ? options.error.issues : []) issue(["options", ...i.path], i.message);
  });
}

/** Rounds of a game, their entries of the shape the game takes (the same 400 a round submit gives). */
export function backupRoundsSchema(game: AnyGame) {
  return z.array(roundSchema.extend({ entry: game.entrySchema }));
}
