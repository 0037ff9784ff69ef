import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BornGame } from "./born-games";

// The kept games in memory (IndexedDB is the browser's): the same four calls born-games.ts offers.
const kept = new Map<string, BornGame>();
vi.mock("./born-games", () => ({
  readBorn: async (id: string) => kept.get(id) ?? null,
  keepBorn: async (game: BornGame) => void kept.set(game.id, game),
  forgetBorn: async (id: string) => void kept.delete(id),
}));
const { sendBornFirst } = await import("./send-born-first");

const ID = "g".repeat(22);
const game: BornGame = {
  id: ID,
  token: "t".repeat(43),
  createdAt: "2026-12-03T01:00:00.000Z",
  create: {
    game: "nines",
    players: ["Ann", "Ben"],
    playerIds: ["a".repeat(22), "b".repeat(22)],
    options: {},
    firstDealer: 0,
  },
};
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("sendBornFirst", () => {
  beforeEach(() => kept.set(ID, game));
  afterEach(() => {
    kept.clear();
    vi.unstubAllGlobals();
  });

  it("sends the create to the page route and forgets the game once the server has it", async () => {
    const fetch = answer(201, { id: ID });
    vi.stubGlobal("fetch", fetch);
    expect(await sendBornFirst(ID)).toBe("sent");
    expect(fetch).toHaveBeenCalledOnce();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`/sessions/${ID}/create`);
    expect(kept.has(ID)).toBe(false);
  });

  it("keeps the game when nothing answers or the server is down, to try again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await sendBornFirst(ID)).toBe("unreachable");
    vi.stubGlobal("fetch", answer(503, {}));
    expect(await sendBornFirst(ID)).toBe("unreachable");
    expect(kept.get(ID)).toEqual(game);
  });

  it("keeps a refused game with the server's words and sends it no more", async () => {
    vi.stubGlobal("fetch", answer(409, { error: { code: "id_taken", message: "That id is taken." } }));
    expect(await sendBornFirst(ID)).toBe("refused");
    expect(kept.get(ID)?.refused).toEqual({ code: "id_taken", message: "That id is taken." });
    const again = vi.fn();
    vi.stubGlobal("fetch", again);
    expect(await sendBornFirst(ID)).toBe("refused");
    expect(again).not.toHaveBeenCalled();
  });

  it("has nothing to send for a game the phone does not keep", async () => {
    kept.clear();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await sendBornFirst(ID)).toBe("sent");
    expect(fetch).not.toHaveBeenCalled();
  });
});
