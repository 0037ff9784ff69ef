// A watcher that missed changes (a gap in versions, or `ready`/`resync` saying the server is ahead) reads only what it
// missed from the history (components/live/missing-changes.ts), page by page, and its store's snapshot then equals the
// session the API serves: the same entries at the same version.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { missingChanges } from "@/components/live/missing-changes";
import { applyChanges } from "@/lib/offline/merge";
import { snapshotOf } from "@/lib/offline/snapshot";
import { api, ninesSession } from "./client";
import { inProcessFetch } from "./in-process-fetch";

beforeEach(() => {
  // The page's relative addresses, answered by the route handlers in this process.
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    inProcessFetch(new Request(new URL(input, "http://deckside.test"), init)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("reads the changes after the snapshot's version, following the pages, and brings the snapshot to the server's", async () => {
  const game = await ninesSession();
  await game.play("Ann", { Ben: 10, Cem: 20 });
  // The watcher's page was rendered here, at version 1.
  const rendered = snapshotOf((await api.getSession(game.id)).body);
  expect(rendered.version).toBe(1);
  await game.play("Ben", { Ann: 4, Cem: 6 });
  expect((await api.putRound(game.id, 1, game.entry("Cem", { Ann: 3, Ben: 9 }), game.token)).status).toBe(200);
  await game.play("Cem", { Ann: 1, Ben: 2 });
  expect((await api.deleteRound(game.id, 3, game.token)).status).toBe(200);
  await game.play("Ann", { Ben: 5, Cem: 5 });

  const read = await missingChanges(game.id, rendered.version, 2);
  expect(read.map((c) => [c.version, c.kind, c.round])).toEqual([
    [2, "added", 2],
    [3, "edited", 1],
    [4, "added", 3],
    [5, "undone", 3],
    [6, "added", 3],
  ]);
  const served = (await api.getSession(game.id)).body;
  const caughtUp = applyChanges(rendered, read);
  expect(caughtUp.version).toBe(served.version);
  expect(caughtUp.entries).toEqual(served.rounds.map((r: { entry: unknown }) => r.entry));
  // Nothing after the newest version.
  expect(await missingChanges(game.id, served.version)).toEqual([]);
});

it("throws when the history cannot be read (the page then falls back to a server render)", async () => {
  await expect(missingChanges("no-such-session", 0)).rejects.toThrow(/history: 404/);
});
