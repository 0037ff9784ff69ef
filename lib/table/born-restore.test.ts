import { describe, expect, it } from "vitest";
import type { BornGame } from "../offline/born-games";
import { inOrder } from "../offline/merge";
import type { QueuedRound } from "../offline/types";
import { bornBackupGame } from "./born-backup";
import { keptFromBackup } from "./born-restore";
import { phoneBackupGameSchema } from "./phone-backup-schema";

// A game born offline, restored from a phone backup with no server to create it on: kept on this phone as born here,
// the same game and secret, its rounds waiting in order (docs/phone-backup-format.md).

const ids = ["aaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccccc"];
const born: BornGame = {
  id: "gameidgameidgameidgame",
  token: "s".repeat(43),
  create: {
    game: "nines",
    players: ["Ann", "Ben", "Cem"],
    playerIds: ids,
    options: { threshold: 100 },
    firstDealer: 1,
    leagueId: "leagueidleagueidleague",
    playedOn: "2026-12-03",
  },
  createdAt: "2026-12-03T19:00:00.000Z",
};
const entry = (winner: number, points: number) => ({
  winner: ids[winner],
  hands: Object.fromEntries(ids.filter((_, i) => i !== winner).map((id) => [id, points])),
});
const queued = (round: number, value: unknown, at: string): QueuedRound => ({
  id: `q${round}`,
  sessionId: born.id,
  round,
  isEdit: false,
  entry: value,
  at,
});
let counter = 0;
const newId = () => `r${++counter}`;
const NOW = "2026-12-04T08:00:00.000Z";

describe("keptFromBackup", () => {
  it("keeps the backup's born game as it was born: id, secret, players' ids, set-up and league", () => {
    const file = phoneBackupGameSchema.parse(bornBackupGame(born, [], "2026-12-03"));
    expect(keptFromBackup(file, newId, NOW)).toEqual({ born, queue: [] });
  });

  it("queues its rounds in their numbers' order, each strictly after the one before, whatever the file's times", () => {
    const rounds = [
      queued(1, entry(0, 5), "2026-12-03T19:10:00.000Z"),
      queued(2, entry(1, 3), "2026-12-03T19:20:00.000Z"),
      queued(3, entry(2, 4), "2026-12-03T19:30:00.000Z"),
    ];
    const file = phoneBackupGameSchema.parse(bornBackupGame(born, rounds, "2026-12-03"));
    // A file edited by hand: round 3 written before round 2, round 2 without a time.
    file.session.rounds[2]!.createdAt = "2026-12-03T19:01:00.000Z";
    delete file.session.rounds[1]!.createdAt;
    const kept = keptFromBackup(file, newId, NOW)!;
    const sent = inOrder([...kept.queue].reverse());
    expect(sent.map((item) => [item.round, item.isEdit, item.entry, item.sessionId])).toEqual(
      rounds.map((item) => [item.round, false, item.entry, born.id]),
    );
    expect(new Set(kept.queue.map((item) => item.id)).size).toBe(3);
  });

  it("keeps nothing of a game the server had, or of one the old phone only watched", () => {
    const file = phoneBackupGameSchema.parse(bornBackupGame(born, [], "2026-12-03"));
    expect(keptFromBackup({ ...file, bornOffline: undefined }, newId, NOW)).toBeNull();
    expect(keptFromBackup({ ...file, token: null }, newId, NOW)).toBeNull();
  });
});
