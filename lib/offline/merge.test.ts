import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ninesRoundCheck } from "../games/nines/entry-check";
import { nines } from "../games/nines/rules";
import { replay } from "../games/replay";
import { applyChanges, asEdit, inOrder, mergeQueue, moveToNext } from "./merge";
import { phoneView } from "./phone-view";
import { checkOffline, scoresOf } from "./replay-queue";
import type { QueuedRound, SessionSnapshot } from "./types";

const T0 = "2026-12-01T09:00:00.000Z";
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
const snapshot = (entries: unknown[] = [], version = entries.length): SessionSnapshot => ({
  sessionId: "s1",
  game: nines.id,
  // The effective options, as the server's view gives them.
  options: nines.optionsSchema.parse({}),
  firstDealer: 0,
  players: [
    { id: "a", name: "Ann", seat: 0 },
    { id: "b", name: "Ben", seat: 1 },
    { id: "c", name: "Cem", seat: 2 },
  ],
  entries,
  times: entries.map(() => ({ createdAt: T0, updatedAt: T0 })),
  version,
  createdAt: T0,
  updatedAt: T0,
  leagueId: null,
  playedOn: "2026-12-01",
});

let clock = 0;
const queued = (round: number, entry: unknown, extra: Partial<QueuedRound> = {}): QueuedRound => ({
  id: `q${round}-${clock}`,
  sessionId: "s1",
  round,
  isEdit: false,
  entry,
  at: new Date(Date.UTC(2026, 11, 1, 10, 0, clock++)).toISOString(),
  ...extra,
});

const annOut = { winner: "a", hands: { b: 10, c: 20 } };
const benOut = { winner: "b", hands: { a: 4, c: 6 } };
const cemOut = { winner: "c", hands: { a: 3, b: 9 } };

describe("mergeQueue", () => {
  it("lays waiting rounds after the server's, in the order they were entered", () => {
    const second = queued(2, benOut);
    const third = queued(3, cemOut);
    const merged = mergeQueue([annOut], [third, second]);
    expect(merged.entries).toEqual([annOut, benOut, cemOut]);
    expect(merged.waiting.map((w) => w.round)).toEqual([2, 3]);
    expect(merged.conflicts).toEqual([]);
  });

  it("a round another phone took is a conflict, and so is every round entered on top of it", () => {
    const mine = queued(2, benOut);
    const next = queued(3, cemOut);
    // The server already has two rounds: mine (round 2) no longer fits.
    const merged = mergeQueue([annOut, annOut], [mine, next]);
    expect(merged.entries).toEqual([annOut, annOut]);
    expect(merged.conflicts.map((c) => c.id)).toEqual([mine.id, next.id]);
  });

  it("an edit replaces that round; a refused round stays out until the person chooses", () => {
    const edit = queued(1, cemOut, { isEdit: true });
    expect(mergeQueue([annOut], [edit]).entries).toEqual([cemOut]);
    const refused = queued(2, benOut, {
      refused: { code: "stale_round", message: "", violations: [], theirs: null, next: 3 },
    });
    expect(mergeQueue([annOut], [refused]).conflicts).toEqual([refused]);
  });

  it("property: with no conflicts the merged entries are the server's followed by the queue's, in entry order", () => {
    fc.assert(
      fc.property(fc.nat({ max: 6 }), fc.nat({ max: 6 }), (saved, waiting) => {
        const server = Array.from({ length: saved }, (_, i) => ({ n: i }));
        const queue = Array.from({ length: waiting }, (_, i) => queued(saved + i + 1, { q: i }));
        const shuffled = [...queue].reverse();
        const merged = mergeQueue(server, shuffled);
        expect(merged.conflicts).toEqual([]);
        expect(merged.entries).toEqual([...server, ...queue.map((q) => q.entry)]);
        expect(merged.waiting.map((w) => w.round)).toEqual(queue.map((q) => q.round));
      }),
    );
  });
});

describe("the view of waiting rounds, and checkOffline", () => {
  it("scores waiting rounds exactly as the server's replay of the same entries", () => {
    const base = snapshot([annOut]);
    const view = phoneView(base, ninesRoundCheck, [queued(2, benOut), queued(3, cemOut)]);
    const table = { players: ["a", "b", "c"], firstDealer: 0 };
    const server = replay(nines, table, nines.optionsSchema.parse({}), [annOut, benOut, cemOut]);
    expect(server.ok).toBe(true);
    if (!server.ok) return;
    expect(view.rounds.map((r) => r.scores)).toEqual(server.rounds.map((r) => r.scores));
    expect(view.next).toEqual(server.summary.next);
    expect(view.rounds.at(-1)?.totals).toEqual({ a: 7, b: 19, c: 26 });
  });

  it("refuses what the engine refuses, with the same violations and fields as the server", () => {
    const base = snapshot([annOut]);
    // Nobody can hold a negative penalty total: the entry's schema refuses it, on the hand's field.
    const shape = checkOffline(ninesRoundCheck, base, [], { winner: "a", hands: { b: -1, c: 2 } }, null);
    expect(shape.length).toBeGreaterThan(0);
    expect(shape[0]?.field).toBe("hands.b");
    // The winner's hand given too: the rules refuse it (a rule violation, not a shape).
    const rule = checkOffline(ninesRoundCheck, base, [], { winner: "a", hands: { a: 3, b: 1, c: 2 } }, null);
    const table = { players: ["a", "b", "c"], firstDealer: 0 };
    const server = replay(nines, table, nines.optionsSchema.parse({}), [
      annOut,
      { winner: "a", hands: { a: 3, b: 1, c: 2 } },
    ]);
    expect(server.ok).toBe(false);
    if (server.ok) return;
    expect(rule).toEqual(server.violations);
    expect(checkOffline(ninesRoundCheck, base, [queued(2, benOut)], cemOut, null)).toEqual([]);
  });

  it("scoresOf gives one round's scores in its place", () => {
    expect(scoresOf(ninesRoundCheck, snapshot([annOut]), [annOut], 2, benOut)).toEqual({ a: 4, b: 0, c: 6 });
  });
});

describe("applyChanges", () => {
  it("brings the entries up to date with the live changes after the snapshot's version, in order", () => {
    const base = snapshot([annOut], 1);
    const next = applyChanges(base, [
      { version: 3, kind: "edited", round: 2, entry: cemOut, at: at(3) },
      { version: 2, kind: "added", round: 2, entry: benOut, at: at(2) },
      { version: 1, kind: "added", round: 1, entry: annOut, at: at(1) },
    ]);
    expect(next.entries).toEqual([annOut, cemOut]);
    expect(next.version).toBe(3);
    // Round 2 was entered at minute 2 and changed at minute 3; the session last changed then.
    expect(next.times).toEqual([
      { createdAt: T0, updatedAt: T0 },
      { createdAt: at(2), updatedAt: at(3) },
    ]);
    expect(next.updatedAt).toBe(at(3));
    const undone = applyChanges(next, [{ version: 4, kind: "undone", round: 2, entry: cemOut, at: at(4) }]);
    expect(undone).toMatchObject({ entries: [annOut], times: [{ createdAt: T0, updatedAt: T0 }], version: 4 });
    expect(undone.updatedAt).toBe(at(4));
  });

  it("stops at a change that does not fit (one was missed)", () => {
    const base = snapshot([annOut], 1);
    expect(applyChanges(base, [{ version: 3, kind: "added", round: 3, entry: benOut, at: at(1) }])).toBe(base);
  });

  it("stops at a version gap even when the round would fit: the missing change may have been an edit", () => {
    const base = snapshot([annOut], 1);
    const next = applyChanges(base, [
      { version: 2, kind: "added", round: 2, entry: benOut, at: at(2) },
      // Version 3 never arrived (another phone's edit of round 1, say): version 4 waits for it.
      { version: 4, kind: "added", round: 3, entry: cemOut, at: at(4) },
    ]);
    expect(next.entries).toEqual([annOut, benOut]);
    expect(next.version).toBe(2);
  });
});

describe("the choices on a refused round", () => {
  it("'add mine as the next round' moves it and every later waiting round on by as much", () => {
    const refused = { code: "stale_round", message: "", violations: [], theirs: null, next: 4 };
    const mine = queued(3, benOut, { refused });
    const after = queued(4, cemOut);
    const moved = moveToNext([after, mine], mine.id, 4);
    expect(moved.map((q) => [q.id, q.round, q.refused])).toEqual([
      [mine.id, 4, undefined],
      [after.id, 5, undefined],
    ]);
    expect(mergeQueue([annOut, annOut, annOut], moved).conflicts).toEqual([]);
  });

  it("'replace theirs with mine' makes it an edit of that round", () => {
    const mine = queued(2, benOut, {
      refused: { code: "stale_round", message: "", violations: [], theirs: null, next: 3 },
    });
    const [edit] = asEdit([mine], mine.id);
    expect(edit).toMatchObject({ round: 2, isEdit: true });
    expect(edit?.refused).toBeUndefined();
    expect(mergeQueue([annOut, cemOut], [edit!]).entries).toEqual([annOut, benOut]);
  });

  it("inOrder sorts by the time entered", () => {
    const a = queued(1, annOut);
    const b = queued(2, benOut);
    expect(inOrder([b, a])).toEqual([a, b]);
  });
});
