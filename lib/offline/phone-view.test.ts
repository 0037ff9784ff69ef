import { describe, expect, it } from "vitest";
import { ninesPlay } from "../games/nines/play";
import { nines } from "../games/nines/rules";
import { toSessionView } from "../sessions/view";
import { phoneView } from "./phone-view";
import { snapshotOf } from "./snapshot";
import type { QueuedRound, SessionSnapshot } from "./types";

const T0 = "2026-12-01T09:00:00.000Z";
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();

const annOut = { winner: "a", hands: { b: 10, c: 20 } };
const benOut = { winner: "b", hands: { a: 4, c: 6 } };
const cemOut = { winner: "c", hands: { a: 3, b: 9 } };

const snapshot = (entries: unknown[]): SessionSnapshot => ({
  sessionId: "s1",
  game: nines.id,
  // As the server shows them: the effective options, defaults filled in.
  options: nines.optionsSchema.parse({}),
  firstDealer: 0,
  players: [
    { id: "a", name: "Ann", seat: 0 },
    { id: "b", name: "Ben", seat: 1 },
    { id: "c", name: "Cem", seat: 2 },
  ],
  entries,
  times: entries.map((_, i) => ({ createdAt: at(i), updatedAt: at(i) })),
  version: entries.length,
  createdAt: T0,
  updatedAt: at(entries.length - 1),
  leagueId: "league-1",
  playedOn: "2026-12-01",
});

const queued = (round: number, entry: unknown, minute: number, isEdit = false): QueuedRound => ({
  id: `q${round}-${minute}`,
  sessionId: "s1",
  round,
  isEdit,
  entry,
  at: at(minute),
});

describe("phoneView", () => {
  it("derives the scoreboard of the server's rounds with the game's replay alone (no schemas): scores, running totals, standings by name", () => {
    const view = phoneView(snapshot([annOut, benOut]), ninesPlay);
    expect(view.rounds.map((r) => [r.number, r.scores, r.totals])).toEqual([
      [1, { a: 0, b: 10, c: 20 }, { a: 0, b: 10, c: 20 }],
      [2, { a: 4, b: 0, c: 6 }, { a: 4, b: 10, c: 26 }],
    ]);
    expect(view.standings.map((s) => [s.name, s.rank])).toEqual([
      ["Ann", 1],
      ["Ben", 2],
      ["Cem", 3],
    ]);
    expect(view.rounds[1]).toMatchObject({ entry: benOut, createdAt: at(1), updatedAt: at(1) });
    expect(view).toMatchObject({
      id: "s1",
      game: nines.id,
      createdAt: T0,
      updatedAt: at(1),
      version: 2,
      leagueId: "league-1",
      playedOn: "2026-12-01",
      status: "active",
      winners: [],
    });
    // Round 3 is dealt by the seat after round 2's dealer.
    expect(view.next?.round).toBe(3);
    // The options as the server shows them: every option with its default filled in.
    expect(view.options).toEqual(nines.optionsSchema.parse({}));
  });

  it("lays the waiting rounds over the server's: a new round and an edit take the time they were entered", () => {
    const view = phoneView(snapshot([annOut, benOut]), ninesPlay, [queued(3, cemOut, 30), queued(1, cemOut, 20, true)]);
    expect(view.rounds.map((r) => r.entry)).toEqual([cemOut, benOut, cemOut]);
    expect(view.rounds.map((r) => [r.createdAt, r.updatedAt])).toEqual([
      [at(0), at(20)],
      [at(1), at(1)],
      [at(30), at(30)],
    ]);
    expect(view.rounds[2]!.totals).toEqual({ a: 3 + 4 + 3, b: 9 + 0 + 9, c: 0 + 6 + 0 });
    expect(view.updatedAt).toBe(at(30));
    // A waiting round has no version until the server gives it one.
    expect(view.version).toBe(2);
  });

  it("leaves out a waiting round that no longer fits (another phone took its number): it waits for a choice", () => {
    const view = phoneView(snapshot([annOut, benOut]), ninesPlay, [queued(2, cemOut, 30)]);
    expect(view.rounds.map((r) => r.entry)).toEqual([annOut, benOut]);
  });

  it("is the server's view of the same session (the same code builds both)", () => {
    const record = {
      id: "s1",
      game: nines.id,
      options: "{}",
      firstDealer: 1,
      leagueId: null,
      playedAt: new Date("2026-11-30T20:00:00.000Z"),
      createdAt: new Date(T0),
      updatedAt: new Date(at(5)),
      players: [
        { id: "b", name: "Ben", seat: 1 },
        { id: "a", name: "Ann", seat: 0 },
        { id: "c", name: "Cem", seat: 2 },
      ],
      rounds: [
        { number: 2, entry: JSON.stringify(cemOut), createdAt: new Date(at(3)), updatedAt: new Date(at(4)) },
        { number: 1, entry: JSON.stringify(annOut), createdAt: new Date(at(1)), updatedAt: new Date(at(1)) },
      ],
      version: 3,
    };
    const server = toSessionView(record);
    expect(server.playedOn).toBe("2026-11-30");
    expect(phoneView(snapshotOf(server), ninesPlay)).toStrictEqual(server);
  });
});
