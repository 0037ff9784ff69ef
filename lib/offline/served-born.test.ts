import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BornGame } from "./born-games";

// The kept games in memory (IndexedDB is the browser's): the calls born-games.ts offers.
const kept = new Map<string, BornGame>();
vi.mock("./born-games", () => ({
  readBorn: async (id: string) => kept.get(id) ?? null,
  keepBorn: async (game: BornGame) => void kept.set(game.id, game),
  forgetBorn: async (id: string) => void kept.delete(id),
}));
const { settleServedBorn } = await import("./served-born");

const FINISHED = "f".repeat(22);
const ID = "r".repeat(22);
// A rematch started on this phone whose create reached the server while its answer was lost.
const rematch: BornGame = {
  id: ID,
  token: "t".repeat(43),
  createdAt: "2026-12-03T01:00:00.000Z",
  rematchOf: FINISHED,
  create: {
    game: "nines",
    players: ["Ann", "Ben"],
    playerIds: ["a".repeat(22), "b".repeat(22)],
    options: {},
    firstDealer: 1,
  },
};
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("settleServedBorn", () => {
  beforeEach(() => kept.set(ID, rematch));
  afterEach(() => {
    kept.clear();
    vi.unstubAllGlobals();
  });

  it("replays a served rematch's create (answered as the first, with the edit cookie) and forgets its record", async () => {
    const fetch = answer(201, { session: { id: ID } });
    vi.stubGlobal("fetch", fetch);
    expect(await settleServedBorn(ID)).toBe("settled");
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe(`/sessions/${FINISHED}/rematch`);
    expect(JSON.parse(String(init.body))).toEqual({
      id: ID,
      token: rematch.token,
      playerIds: rematch.create.playerIds,
    });
    expect(kept.has(ID)).toBe(false);
  });

  it("keeps the record while the server does not answer, to settle it on a later view", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await settleServedBorn(ID)).toBe("kept");
    expect(kept.get(ID)).toEqual(rematch);
  });

  it("keeps a refusal with the server's words, and asks nothing for a game the phone does not keep", async () => {
    vi.stubGlobal("fetch", answer(404, { error: { code: "not_found", message: "No such game." } }));
    expect(await settleServedBorn(ID)).toBe("kept");
    expect(kept.get(ID)?.refused).toEqual({ code: "not_found", message: "No such game." });
    kept.clear();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await settleServedBorn(ID)).toBe("none");
    expect(fetch).not.toHaveBeenCalled();
  });
});
