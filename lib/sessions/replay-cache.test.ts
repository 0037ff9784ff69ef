import { describe, expect, it } from "vitest";
import { type KeptWrite, keepWrite, keptWrite, type RowStamp } from "./replay-cache";

const row: RowStamp = {
  version: 3,
  updatedAt: new Date("2026-12-01T20:00:00.123Z"),
  game: "nines",
  options: '{"threshold":100}',
  firstDealer: 0,
};

function written(label: string): KeptWrite {
  return {
    players: [{ id: `p-${label}`, name: "Ann", seat: 0 }],
    rounds: [],
    shown: [],
    replayed: { ok: true, rounds: [], summary: {} as never, state: label },
  };
}

describe("the rows a round write leaves, kept for the session's next round", () => {
  it("are given back only while the row read is still at that write, however often they are asked for", () => {
    const kept = written("a");
    keepWrite("s1", row, kept);
    expect(keptWrite("s1", { ...row, updatedAt: new Date(row.updatedAt.getTime()) })).toBe(kept);
    // A refused request (a wrong token, a stale round) leaves them as good as they were.
    expect(keptWrite("s1", row)).toBe(kept);
    expect(keptWrite("s2", row)).toBeNull();
  });

  it("are dropped once the row says another write came in between (version, time, game, options or dealer)", () => {
    const changes: Array<Partial<RowStamp>> = [
      { version: 4 },
      { version: 2 },
      { updatedAt: new Date(row.updatedAt.getTime() + 1) },
      { game: "ninety-nine" },
      { options: '{"threshold":200}' },
      { firstDealer: 1 },
    ];
    for (const change of changes) {
      keepWrite("s1", row, written("a"));
      expect(keptWrite("s1", { ...row, ...change })).toBeNull();
      // Gone: even the row they were written at no longer finds them.
      expect(keptWrite("s1", row)).toBeNull();
    }
  });

  it("the newest write replaces the one before, and only the 256 sessions written last are kept", () => {
    keepWrite("s1", row, written("a"));
    const newer = written("b");
    keepWrite("s1", { ...row, version: 4 }, newer);
    expect(keptWrite("s1", { ...row, version: 4 })).toBe(newer);
    for (let i = 0; i < 256; i++) keepWrite(`many-${i}`, row, written(String(i)));
    expect(keptWrite("s1", { ...row, version: 4 })).toBeNull();
    expect(keptWrite("many-0", row)?.replayed.state).toBe("0");
    expect(keptWrite("many-255", row)?.replayed.state).toBe("255");
  });
});
