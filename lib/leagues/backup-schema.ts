import { z } from "zod";
import { GAME_IDS } from "../games/game-ids";
import { getGame } from "../games/registry";
import { nameKey, playerNameSchema } from "../sessions/schema";
import { createLeagueSchema } from "./schema";

// The league backup document (docs/backup-format.md). Everything that is only a matter of shape or of references
// inside the document is checked here (400); whether the rounds obey the rules is the engines' call (422).

export const BACKUP_FORMAT = "deckside-league-backup";
export const BACKUP_VERSION = 1;
/** A backup holds every round of every game, so it may be far larger than the API's usual 64 KiB body. */
export const BACKUP_MAX_BYTES = 10 * 1024 * 1024;

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

const sessionSchema = z.object({
  id: refSchema,
  game: z.enum(GAME_IDS),
  options: z.record(z.string(), z.unknown()).default({}),
  firstDealer: z.number().int().min(0).default(0),
  playedOn: z.iso.date(),
  createdAt: timeSchema.optional(),
  players: z.array(playerSchema).min(1).max(12),
  rounds: z.array(roundSchema).max(1000),
});

const leagueSchema = z.object({ ...createLeagueSchema.shape, createdAt: timeSchema.optional() });

export const leagueBackupSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    exportedAt: timeSchema.optional(),
    league: leagueSchema,
    members: z.array(memberSchema).max(5000),
    sessions: z.array(sessionSchema).max(20000),
  })
  .superRefine((doc, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const members = new Set<string>();
    const memberKeys = new Set<string>();
    doc.members.forEach((member, index) => {
      if (members.has(member.id)) issue(["members", index, "id"], `Member id "${member.id}" is listed twice.`);
      if (memberKeys.has(nameKey(member.name)))
        issue(["members", index, "name"], `Two members are called "${member.name}".`);
      members.add(member.id);
      memberKeys.add(nameKey(member.name));
    });
    const sessions = new Set<string>();
    doc.sessions.forEach((session, s) => {
      if (sessions.has(session.id)) issue(["sessions", s, "id"], `Session id "${session.id}" is listed twice.`);
      sessions.add(session.id);
      const seats = session.players.map((p) => p.seat).sort((a, b) => a - b);
      if (seats.some((seat, index) => seat !== index))
        issue(["sessions", s, "players"], "Seats are numbered 0, 1, 2, … without gaps or repeats.");
      const ids = new Set<string>();
      const seen = new Set<string>();
      session.players.forEach((player, p) => {
        if (ids.has(player.id)) issue(["sessions", s, "players", p, "id"], `Player id "${player.id}" is listed twice.`);
        ids.add(player.id);
        if (player.member === null) return;
        if (!members.has(player.member))
          issue(["sessions", s, "players", p, "member"], `No member with id "${player.member}" in this backup.`);
        if (seen.has(player.member))
          issue(["sessions", s, "players", p, "member"], "Two players of one game cannot be the same member.");
        seen.add(player.member);
      });
      session.rounds.forEach((round, r) => {
        if (round.number !== r + 1)
          issue(["sessions", s, "rounds", r, "number"], `Round ${r + 1} is numbered ${round.number}.`);
      });
      // The game's own shapes: the same 400 a session would give for these options or round entries.
      const game = getGame(session.game);
      if (!game) return;
      const options = game.optionsSchema.safeParse(session.options);
      for (const i of options.success ? [] : options.error.issues)
        issue(["sessions", s, "options", ...i.path], i.message);
      session.rounds.forEach((round, r) => {
        const entry = game.entrySchema.safeParse(round.entry);
        for (const i of entry.success ? [] : entry.error.issues)
          issue(["sessions", s, "rounds", r, "entry", ...i.path], i.message);
      });
    });
  });

export type LeagueBackup = z.output<typeof leagueBackupSchema>;
/** The document as written: what `z.input` accepts, with the fields a backup always carries. */
export type LeagueBackupDocument = z.input<typeof leagueBackupSchema>;
