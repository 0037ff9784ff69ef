import type { BornGame } from "../offline/born-games";
import type { QueuedRound } from "../offline/types";
import type { PhoneBackupFileGame } from "./phone-backup-schema";

// A game born offline (docs/decisions/036-table-on-the-phone.md) as a phone backup holds it (format version 2,
// docs/phone-backup-format.md): the server has never seen it, so the file carries what the phone keeps instead: the
// create (its id, the players' ids, options, first dealer, day), the secret the phone chose, and the rounds waiting
// in its queue. Restored, it is created under the same id with the same secret (POST /sessions/<id>/restore), as the
// phone itself would have created it once online.

/**
 * Pure: the file's entry for a born game. `queue`: its queued rounds in order; a round the server refused (waiting
 * for the person's choice) is left out, as are rounds after a gap. `today`: the day for a set-up that named none.
 */
export function bornBackupGame(born: BornGame, queue: readonly QueuedRound[], today: string): PhoneBackupFileGame {
  const { create } = born;
  const rounds: Array<{ number: number; entry: unknown; createdAt: string; updatedAt: string }> = [];
  for (const item of queue) {
    if (item.refused) continue;
    const index = item.round - 1;
    if (item.isEdit) {
      const round = rounds[index];
      if (round) rounds[index] = { ...round, entry: item.entry, updatedAt: item.at };
    } else if (index === rounds.length) {
      rounds.push({ number: item.round, entry: item.entry, createdAt: item.at, updatedAt: item.at });
    }
  }
  return {
    session: {
      id: born.id,
      game: create.game,
      options: create.options,
      firstDealer: create.firstDealer,
      playedOn: create.playedOn ?? today,
      createdAt: born.createdAt,
      players: create.players.map((name, seat) => ({ id: create.playerIds[seat]!, name, seat, member: null })),
      rounds,
    },
    token: born.token,
    bornOffline: true,
    // The server files it when it is created (the session's own entry names no league before that).
    ...(create.leagueId ? { leagueId: create.leagueId } : {}),
  };
}
