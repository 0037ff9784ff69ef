import "server-only";
import { AppError, notFound } from "../errors";
import { toBackupSession } from "../leagues/backup";
import { loadBackupSession } from "../leagues/data";
import { isOwnToken } from "../sessions/data";
import { CHOSEN_ID, createSessionSchema } from "../sessions/schema";
import { writeRound } from "./page-save";
import type { PhoneBackupFileGame, PhoneBackupGame } from "./phone-backup-schema";
import { createSession, deleteSession } from "./sessions";

// A phone's backup, game by game (docs/phone-backup-format.md): each game as a league backup holds it, with the
// phone's edit secret; and its restore on another phone, which creates the game again under its own ids and secret
// when this server lacks it, or only hands back the edit rights when it has it with that secret.

/** One game of the file: the game as stored, and `token` (this phone's secret for it, checked, or null). */
export async function phoneBackupGame(sessionId: string, token: string | null): Promise<PhoneBackupFileGame> {
  const record = await loadBackupSession(sessionId);
  if (!record) throw notFound("session", sessionId);
  return { session: toBackupSession(record), token: (await isOwnToken(sessionId, token)) ? token : null };
}

export type RestoreOutcome = "created" | "present";

/**
 * Restores one game: `present` when this server has it (its secret must be the file's: another is `409 id_taken`,
 * nothing changed), `created` when it was created again with its ids, secret and rounds (all or nothing: a round
 * refused removes the game again). A game the phone could only watch (no secret) is restored only when present.
 * A born game started for a league (`leagueId`) is filed into it as its own create would have been, with
 * `leagueToken` (the league's token this phone holds); without it the league refuses it and nothing is written.
 */
export async function restorePhoneGame(
  game: PhoneBackupGame,
  leagueToken: string | null = null,
): Promise<RestoreOutcome> {
  const { session, token } = game;
  if (await exists(session.id)) {
    if (token === null || (await isOwnToken(session.id, token))) return "present";
    throw new AppError(
      "id_taken",
      "This server has a game with this id under another edit secret; it was left as it is.",
      { field: "id" },
    );
  }
  if (token === null)
    throw new AppError(
      "not_found",
      "This server does not have this game, and the backup holds no secret to create it again (the phone only watched it).",
    );
  if (!CHOSEN_ID.test(session.id) || session.players.some((p) => !CHOSEN_ID.test(p.id)))
    throw new AppError(
      "invalid_body",
      "This game's ids are not of the kind Deckside makes; it cannot be created again.",
    );
  const players = [...session.players].sort((a, b) => a.seat - b.seat);
  const input = createSessionSchema.parse({
    game: session.game,
    players: players.map((p) => p.name),
    options: session.options,
    firstDealer: session.firstDealer,
    playedOn: session.playedOn,
    id: session.id,
    token,
    playerIds: players.map((p) => p.id),
    ...(game.leagueId ? { leagueId: game.leagueId } : {}),
  });
  await createSession(input, leagueToken);
  try {
    // A key per round: two restores of one game at once (two tabs) write each round once, the second answered as
    // the first, instead of one of them meeting a round it did not write and removing the game.
    for (const round of session.rounds)
      await writeRound(session.id, token, round.number, false, round.entry, `phone-restore-${round.number}`);
  } catch (error) {
    await deleteSession(session.id, token);
    throw error;
  }
  return "created";
}

async function exists(sessionId: string): Promise<boolean> {
  return (await loadBackupSession(sessionId)) !== null;
}
