import { describe, expect, it } from "vitest";
import type { BornGame } from "../offline/born-games";
import type { QueuedRound } from "../offline/types";
import { bornBackupGame } from "./born-backup";
import { phoneBackupGameSchema } from "./phone-backup-schema";

// A game born offline as a phone backup (version 2) holds it: the phone's create, secret and waiting rounds.

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
  },
  createdAt: "2026-12-03T19:00:00.000Z",
};
const entry = (winner: number, a: number, b: number) => ({
  winner: ids[winner],
  hands: Object.fromEntries(ids.filter((_, i) => i !== winner).map((id, i) => [id, i === 0 ? a : b])),
});
const queued = (round: number, value: unknown, at: string, extra: Partial<QueuedRound> = {}): QueuedRound => ({
  id: `q${round}${at}`,
  sessionId: born.id,
  round,
  isEdit: false,
  entry: value,
  at,
  ...extra,
});

describe("bornBackupGame", () => {
  it("holds the game under the phone's id, players' ids and secret, with its waiting rounds in order", () => {
    const queue = [
      queued(1, entry(0, 5, 7), "2026-12-03T19:10:00.000Z"),
      queued(2, entry(1, 3, 9), "2026-12-03T19:20:00.000Z"),
      // Round 1 changed afterwards: the file holds the change.
      queued(1, entry(0, 6, 7), "2026-12-03T19:25:00.000Z", { isEdit: true }),
    ];
    const game = bornBackupGame(born, queue, "2026-12-03");
    expect(phoneBackupGameSchema.parse(game)).toEqual(game);
    expect(game).toEqual({
      session: {
        id: born.id,
        game: "nines",
        options: { threshold: 100 },
        firstDealer: 1,
        playedOn: "2026-12-03",
        createdAt: born.createdAt,
        players: [
          { id: ids[0], name: "Ann", seat: 0, member: null },
          { id: ids[1], name: "Ben", seat: 1, member: null },
          { id: ids[2], name: "Cem", seat: 2, member: null },
        ],
        rounds: [
          {
            number: 1,
            entry: entry(0, 6, 7),
            createdAt: "2026-12-03T19:10:00.000Z",
            updatedAt: "2026-12-03T19:25:00.000Z",
          },
          {
            number: 2,
            entry: entry(1, 3, 9),
            createdAt: "2026-12-03T19:20:00.000Z",
            updatedAt: "2026-12-03T19:20:00.000Z",
          },
        ],
      },
      token: born.token,
      bornOffline: true,
    });
  });

  it("leaves out a round the server refused and what follows a gap; keeps the day the set-up named", () => {
    const refused = { code: "rule_violation", message: "no", violations: [], theirs: null, next: 1 };
    const queue = [
      queued(1, entry(0, 5, 7), "2026-12-03T19:10:00.000Z", { refused }),
      queued(2, entry(1, 3, 9), "2026-12-03T19:20:00.000Z"),
    ];
    const game = bornBackupGame({ ...born, create: { ...born.create, playedOn: "2026-12-01" } }, queue, "2026-12-03");
    expect(game.session.rounds).toEqual([]);
    expect(game.session.playedOn).toBe("2026-12-01");
  });
});
