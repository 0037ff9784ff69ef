import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Table } from "../types";
import { ninetyEightOptionsSchema } from "./options";
import { ninetyEight } from "./rules";

const three: Table = { players: ["ann", "ben", "cem"], firstDealer: 0 };

function game(options: object, entries: string[][], table = three) {
  const result = replay(
    ninetyEight,
    table,
    ninetyEightOptionsSchema.parse(options),
    entries.map((eliminated) => ({ eliminated })),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.violations));
  return result;
}

// Sheet 003, "Gewinnen": "über eine vereinbarte Anzahl von Runden oder Fehlern". With `rounds` nobody goes out
// of the game; after the agreed rounds the fewest strikes wins.
describe("Ninety-Eight over an agreed number of rounds", () => {
  const entries = [
    ["ben", "cem"],
    ["ann", "cem"],
    ["cem", "ben"],
  ];

  it("says 'round k of n' while it runs, and nobody goes out even past `lives` strikes", () => {
    const two = game({ rounds: 3, lives: 1 }, entries.slice(0, 2));
    expect(two.summary.status).toBe("active");
    expect(two.summary.progress).toEqual({ rounds: { played: 2, total: 3 } });
    expect(two.summary.standings.map((s) => [s.playerId, s.strikes, s.out, s.rank])).toEqual([
      ["ann", 1, false, 1],
      ["ben", 1, false, 1],
      ["cem", 2, false, 3],
    ]);
    expect(two.summary.participants).toEqual(["ann", "ben", "cem"]);
  });

  it("ends after exactly the agreed rounds: the fewest strikes wins", () => {
    const done = game({ rounds: 3 }, entries);
    expect(done.summary.status).toBe("finished");
    expect(done.summary.progress).toEqual({ rounds: { played: 3, total: 3 } });
    expect(done.summary.winners).toEqual(["ann"]);
    expect(done.summary.standings.map((s) => [s.playerId, s.strikes])).toEqual([
      ["ann", 1],
      ["ben", 2],
      ["cem", 3],
    ]);
    expect(ninetyEight.validate({ eliminated: ["ben", "cem"] }, done.state as never)).toMatchObject([
      { code: "game_finished" },
    ]);
  });

  it("equal fewest strikes share the win, and the pot is split between them", () => {
    const tied = game({ rounds: 2, stakes: true }, entries.slice(0, 2));
    expect(tied.summary.winners).toEqual(["ann", "ben"]);
    // Pot 6 after two antes of three; Ann and Ben take 3 each.
    expect(tied.summary.standings.map((s) => [s.playerId, s.chips])).toEqual([
      ["ann", -2 + 2 - 1 + 3],
      ["ben", -2 - 1 + 2 + 3],
      ["cem", -2 - 2],
    ]);
    expect(tied.summary.extra).toEqual({ pot: 0 });
  });

  it("with teams the fewest team strikes wins; both partners are winners", () => {
    const four = { players: ["ann", "ben", "cem", "dan"], firstDealer: 0 };
    const done = game({ rounds: 2, teams: true }, [["ben"], ["dan"]], four);
    expect(done.summary.winners).toEqual(["ann", "cem"]);
    const level = game({ rounds: 2, teams: true }, [["ben"], ["ann"]], four);
    expect(level.summary.winners).toEqual(["ann", "ben", "cem", "dan"]);
  });
});
