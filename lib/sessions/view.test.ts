import { describe, expect, it } from "vitest";
import { getGame } from "../games/registry";
import { roundSeats } from "./round-seats";
import { type SessionRecord, toSessionView } from "./view";

// The session view carries what the engine derived (running totals, seats per round, progress) for the pages to read.

const at = new Date("2026-11-30T20:00:00.000Z");
function record(game: string, options: object, entries: object[], firstDealer = 0): SessionRecord {
  return {
    id: "s1",
    game,
    // Stored as created: every option with its effective value.
    options: JSON.stringify(getGame(game)!.optionsSchema.parse(options)),
    firstDealer,
    leagueId: null,
    playedAt: null,
    createdAt: at,
    updatedAt: at,
    // Stored out of seat order on purpose: the view orders by seat.
    players: [
      { id: "cem", name: "Cem", seat: 2 },
      { id: "ann", name: "Ann", seat: 0 },
      { id: "ben", name: "Ben", seat: 1 },
    ],
    rounds: entries.map((entry, index) => ({
      number: index + 1,
      entry: JSON.stringify(entry),
      createdAt: at,
      updatedAt: at,
    })),
  };
}

describe("toSessionView", () => {
  it("adding game: running totals and seats per round, progress with fixed hands", () => {
    const view = toSessionView(
      record("ninety-nine-adding", { lives: 3, hands: 5 }, [{ bust: "cem" }, { bust: "ben" }], 1),
    );
    expect(view.rounds.map((round) => [round.number, round.totals, round.seats])).toEqual([
      [1, { ann: 0, ben: 0, cem: -1 }, { round: 1, dealer: "ben", starter: "cem" }],
      // The buster (cem) deals the next hand; ann, to cem's left, opens it.
      [2, { ann: 0, ben: -1, cem: -1 }, { round: 2, dealer: "cem", starter: "ann" }],
    ]);
    expect(view.progress).toEqual({ lives: 3, rounds: { played: 2, total: 5 } });
    expect(view.next).toEqual({ round: 3, dealer: "ben", starter: "cem" });
  });

  it("keeps every existing field as it was", () => {
    const view = toSessionView(record("nines", { threshold: 100 }, [{ winner: "ann", hands: { ben: 7, cem: 12 } }]));
    expect(view.rounds[0]).toMatchObject({ number: 1, scores: { ann: 0, ben: 7, cem: 12 }, tiebreak: false });
    expect(view.standings.map((row) => [row.name, row.score])).toEqual([
      ["Ann", 0],
      ["Ben", 7],
      ["Cem", 12],
    ]);
    expect(view.progress).toEqual({ playsTo: 100 });
  });
});

describe("roundSeats", () => {
  const view = toSessionView(record("ninety-nine-adding", {}, [{ bust: "cem" }, { bust: "ben" }]));

  it("a past round: the seats it was played from", () => {
    expect(roundSeats(view, 2)).toEqual({ round: 2, dealer: "cem", starter: "ann" });
  });

  it("the next round: the session's next", () => {
    expect(roundSeats(view, 3)).toEqual(view.next);
    expect(roundSeats(view, 3)).toEqual({ round: 3, dealer: "ben", starter: "cem" });
  });

  it("null for a round that is neither", () => {
    expect(roundSeats(view, 9)).toBeNull();
  });
});
