import { describe, expect, it } from "vitest";
import { nines } from "../games/nines/rules";
import type { RoundChangeView } from "./types";
import { historyItems } from "./view";

// Nines with three players; hands typed as penalty totals.
const players = ["a", "b", "c"].map((id, seat) => ({ id, name: id.toUpperCase(), seat }));
const options = nines.optionsSchema.parse({});
const entry = (winner: string, hands: Record<string, number>) => ({ winner, hands });
const session = (entries: unknown[]) => ({
  players,
  firstDealer: 0,
  options,
  rounds: entries.map((e) => ({ entry: e })) as never,
});
let n = 0;
const change = (kind: RoundChangeView["kind"], round: number, e: unknown, previous?: unknown): RoundChangeView => ({
  id: String(++n),
  at: "2026-12-01T21:40:00.000Z",
  kind,
  round,
  entry: e,
  ...(previous !== undefined ? { previous } : {}),
});

describe("historyItems", () => {
  const r1 = entry("a", { b: 10, c: 20 });
  const r2 = entry("b", { a: 12, c: 5 });
  const r2b = entry("b", { a: 21, c: 5 });

  it("gives each change the round scores of its entries and offers the overwritten entry back", () => {
    const changes = [change("added", 1, r1), change("added", 2, r2), change("edited", 2, r2b, r2)];
    const items = historyItems(nines, session([r1, r2b]), changes);
    expect(items.map((i) => i.scores)).toEqual([
      { a: 0, b: 10, c: 20 },
      { a: 12, b: 0, c: 5 },
      { a: 21, b: 0, c: 5 },
    ]);
    expect(items[2]!.previousScores).toEqual({ a: 12, b: 0, c: 5 });
    expect(items.map((i) => i.restore)).toEqual([undefined, undefined, { kind: "replace", round: 2, entry: r2 }]);
  });

  it("starts from the rounds a session had before its history was kept", () => {
    // Round 1 was played before history existed; only the undo of round 2 is recorded.
    const items = historyItems(nines, session([r1]), [change("undone", 2, r2)]);
    expect(items[0]!.scores).toEqual({ a: 12, b: 0, c: 5 });
    expect(items[0]!.restore).toEqual({ kind: "add", round: 2, entry: r2 });
  });

  it("still lists the changes when they do not fit today's rounds, without scores or restore", () => {
    const items = historyItems(nines, session([r1]), [change("added", 2, r2)]);
    expect(items).toHaveLength(1);
    expect(items[0]!.scores).toBeUndefined();
    expect(items[0]!.restore).toBeUndefined();
  });
});
