import { describe, expect, it } from "vitest";
import type { SessionView } from "../sessions/types";
import { finishedAt, placementsOf } from "./results";

function session(partial: Partial<SessionView>): SessionView {
  return {
    id: "s1",
    game: "nines",
    createdAt: "2026-11-26T19:00:00.000Z",
    updatedAt: "2026-11-26T21:00:00.000Z",
    options: {},
    firstDealer: 0,
    players: [],
    rounds: [],
    standings: [],
    status: "finished",
    winners: [],
    tiebreak: null,
    next: null,
    participants: [],
    progress: {},
    extra: {},
    leagueId: "l1",
    version: 0,
    playedOn: "2026-11-26",
    ...partial,
  };
}
const round = (createdAt: string) => ({
  number: 1,
  entry: {},
  scores: {},
  tiebreak: false,
  totals: {},
  seats: null,
  createdAt,
  updatedAt: createdAt,
});

describe("a finished game's league result", () => {
  it("keeps shared places shared (competition ranking) and the game's own measure as the score", () => {
    const view = session({
      standings: [
        { playerId: "a", name: "Ann", rank: 1, score: 12 },
        { playerId: "b", name: "Ben", rank: 1, score: 12 },
        { playerId: "c", name: "Cem", rank: 3, score: 40 },
      ],
    });
    expect(placementsOf(view)).toEqual([
      { playerId: "a", rank: 1, score: 12 },
      { playerId: "b", rank: 1, score: 12 },
      { playerId: "c", rank: 3, score: 40 },
    ]);
    const strikes = session({ standings: [{ playerId: "a", name: "Ann", rank: 1, strikes: 1, out: false }] });
    expect(placementsOf(strikes)).toEqual([{ playerId: "a", rank: 1, score: 1 }]);
  });
  it("files nothing for an unfinished game or a tie-break still to play", () => {
    expect(placementsOf(session({ status: "active" }))).toBeNull();
    expect(placementsOf(session({ status: "tiebreak" }))).toBeNull();
  });
  it("finished when the last round was entered, on the evening it was played", () => {
    expect(finishedAt(session({ rounds: [round("2026-11-29T21:15:00.000Z")] })).toISOString()).toBe(
      "2026-11-26T21:15:00.000Z",
    );
    expect(
      finishedAt(session({ playedOn: "2026-11-29", rounds: [round("2026-11-29T21:15:00.000Z")] })).toISOString(),
    ).toBe("2026-11-29T21:15:00.000Z");
  });
});
