import { describe, expect, it } from "vitest";
import { rematchBorn } from "./rematch-born";

// A rematch the phone starts is the server's rematch (lib/table/mutations.ts): the same game, players in their seats,
// rules and league, the next player dealing first; only the ids are the phone's.

const finished = {
  id: "old-game",
  game: "nines" as const,
  // Seats out of order on purpose: the rematch keeps the seats, not the list's order.
  players: [
    { id: "p2", name: "Cem", seat: 2 },
    { id: "p0", name: "Ann", seat: 0 },
    { id: "p1", name: "Ben", seat: 1 },
  ],
  options: { rounds: 1, threshold: 150 },
  firstDealer: 2,
  leagueId: "club",
};

describe("rematchBorn", () => {
  it("keeps the game, the seats, the rules and the league; the next player deals; the ids are the phone's", () => {
    let n = 0;
    const born = rematchBorn(finished as never, () => `id${++n}`, "secret", "2026-12-03T07:00:00.000Z");
    expect(born).toEqual({
      id: "id1",
      token: "secret",
      createdAt: "2026-12-03T07:00:00.000Z",
      rematchOf: "old-game",
      create: {
        game: "nines",
        players: ["Ann", "Ben", "Cem"],
        playerIds: ["id2", "id3", "id4"],
        options: { rounds: 1, threshold: 150 },
        firstDealer: 0,
        leagueId: "club",
      },
    });
  });

  it("a game in no league starts one in no league", () => {
    const born = rematchBorn({ ...finished, leagueId: null } as never, () => "x", "s", "t");
    expect("leagueId" in born.create).toBe(false);
    expect(born.create.firstDealer).toBe(0);
  });
});
