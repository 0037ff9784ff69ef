import { describe, expect, it } from "vitest";
import { nines } from "../games/nines/rules";
import type { RoundChangeView } from "../history/types";
import { historyItems } from "../history/view";
import { phoneHistory } from "./phone-history";
import type { SessionSnapshot } from "./types";

// The history page's items from the phone's store (issue 27) are the server's (lib/history/view.ts historyItems over
// every change), whether a change came from the stream (with what an edit replaced) or from this phone's own save
// (without it).

const players = ["a", "b", "c"].map((id, seat) => ({ id, name: id.toUpperCase(), seat }));
const options = nines.optionsSchema.parse({});
const entry = (winner: string, hands: Record<string, number>) => ({ winner, hands });
const r1 = entry("a", { b: 10, c: 20 });
const r2 = entry("b", { a: 4, c: 6 });
const r2b = entry("b", { a: 4, c: 9 });
const r3 = entry("c", { a: 1, b: 2 });

const snapshot = (entries: unknown[]): SessionSnapshot => ({
  sessionId: "s",
  game: "nines",
  options,
  firstDealer: 0,
  players,
  entries,
  times: entries.map(() => ({ createdAt: "2026-12-01T21:00:00.000Z", updatedAt: "2026-12-01T21:00:00.000Z" })),
  version: entries.length,
  createdAt: "2026-12-01T21:00:00.000Z",
  updatedAt: "2026-12-01T21:00:00.000Z",
  leagueId: null,
  playedOn: "2026-12-01",
});
const session = (entries: unknown[]) => ({
  players,
  firstDealer: 0,
  options,
  rounds: entries.map((e) => ({ entry: e })),
});
const change = (n: number, kind: RoundChangeView["kind"], round: number, e: unknown, previous?: unknown) => ({
  id: `c${n}`,
  at: "2026-12-01T21:40:00.000Z",
  kind,
  round,
  entry: e,
  ...(previous !== undefined ? { previous } : {}),
  version: n,
});

describe("phoneHistory", () => {
  const first = change(1, "added", 1, r1);
  const shown = historyItems(nines, session([r1]), [first]);

  it("lays the stream's changes after the server's items, as the server would show every change", () => {
    const heard = [change(2, "added", 2, r2), change(3, "edited", 2, r2b, r2), change(4, "added", 3, r3)];
    const now = [r1, r2b, r3];
    const items = phoneHistory(nines, snapshot(now), [r1], shown, heard);
    expect(items).toEqual(
      historyItems(
        nines,
        session(now),
        [first, ...heard].map(({ version, ...c }) => c),
      ),
    );
    expect(items?.[2]).toMatchObject({ kind: "edited", previousScores: { a: 4, b: 0, c: 6 }, scores: { c: 9 } });
    // The edit's old entry can be put back.
    expect(items?.[2]?.restore).toEqual({ kind: "replace", round: 2, entry: r2 });
  });

  it("an edit this phone saved (its own answer: no `previous`) gets what it replaced from the rounds as they stood", () => {
    const heard = [change(2, "added", 2, r2), change(3, "edited", 2, r2b)];
    const items = phoneHistory(nines, snapshot([r1, r2b]), [r1], shown, heard);
    const all = [first, change(2, "added", 2, r2), change(3, "edited", 2, r2b, r2)];
    const server = historyItems(
      nines,
      session([r1, r2b]),
      all.map(({ version, ...c }) => c),
    );
    expect(items).toEqual(server);
    expect(items?.[2]).toMatchObject({ previous: r2, previousScores: { c: 6 } });
  });

  it("an undone round is shown with the scores it had, and offered back", () => {
    const heard = [change(2, "added", 2, r2), change(3, "undone", 2, r2)];
    const items = phoneHistory(nines, snapshot([r1]), [r1], shown, heard);
    expect(items?.map((i) => [i.kind, i.round])).toEqual([
      ["added", 1],
      ["added", 2],
      ["undone", 2],
    ]);
    expect(items?.[2]).toMatchObject({ scores: { a: 4, b: 0, c: 6 }, restore: { kind: "add", round: 2, entry: r2 } });
  });

  it("changes that do not lead to the store's rounds (one missed): null, the page asks the server", () => {
    expect(phoneHistory(nines, snapshot([r1, r2, r3]), [r1], shown, [change(3, "added", 3, r3)])).toBeNull();
    expect(phoneHistory(nines, snapshot([r1, r3]), [r1], shown, [change(2, "added", 2, r2)])).toBeNull();
  });
});
