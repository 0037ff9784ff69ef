import type { BornGame } from "../offline/born-games";
import type { QueuedRound } from "../offline/types";
import type { PhoneBackupGame } from "./phone-backup-schema";

// The way back of lib/table/born-backup.ts: a game born offline, restored from a phone backup while this phone has no
// server to create it on, is kept on this phone as born here (docs/phone-backup-format.md): the same id, players'
// ids and secret, the league it was started for, and its rounds waiting in its queue, in order. Once online it
// reaches the server as any game born on this phone does (its create first, then its rounds: app/play).

/** A born game as this phone keeps it, and the rounds that wait for it. */
export interface KeptBorn {
  born: BornGame;
  queue: QueuedRound[];
}

/**
 * Pure: the born game and its waiting rounds for a backup's entry, or null for an entry that is no born game (the
 * server had it when the file was made) or holds no secret. `newId` names each waiting round; `now` (ISO) stands for
 * a start time the file does not hold.
 */
export function keptFromBackup(game: PhoneBackupGame, newId: () => string, now: string): KeptBorn | null {
  const { session, token } = game;
  if (!game.bornOffline || token === null) return null;
  const seated = [...session.players].sort((a, b) => a.seat - b.seat);
  const born: BornGame = {
    id: session.id,
    token,
    createdAt: session.createdAt ?? now,
    create: {
      game: session.game,
      players: seated.map((p) => p.name),
      playerIds: seated.map((p) => p.id),
      options: session.options as Record<string, unknown>,
      firstDealer: session.firstDealer,
      playedOn: session.playedOn,
      ...(game.leagueId ? { leagueId: game.leagueId } : {}),
    },
  };
  // The queue is sent in the order of `at` (lib/offline/merge.ts inOrder): each round strictly after the one before,
  // whatever times the file holds, so the rounds reach the server in their numbers' order.
  let last = Date.parse(born.createdAt);
  const queue = [...session.rounds]
    .sort((a, b) => a.number - b.number)
    .map((round): QueuedRound => {
      const written = Date.parse(round.createdAt ?? "");
      last = written > last ? written : last + 1;
      return {
        id: newId(),
        sessionId: session.id,
        round: round.number,
        isEdit: false,
        entry: round.entry,
        at: new Date(last).toISOString(),
      };
    });
  return { born, queue };
}
