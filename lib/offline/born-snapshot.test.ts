import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../games/game-ids";
import { getGame } from "../games/registry";
import { prepareSession } from "../sessions/mutations";
import type { BornGame } from "./born-games";
import { bornSnapshot } from "./born-snapshot";

const born = (game: (typeof GAME_IDS)[number], over: Partial<BornGame["create"]> = {}): BornGame => ({
  id: "g".repeat(22),
  token: "t".repeat(43),
  createdAt: "2026-12-03T01:00:00.000Z",
  create: {
    game,
    players: ["Ann", "Ben", "Cem"],
    playerIds: ["a", "b", "c"].map((c) => c.repeat(22)),
    options: {},
    firstDealer: 2,
    ...over,
  },
});

describe("bornSnapshot", () => {
  it.each(GAME_IDS)("starts %s as the server stores the same create: ids, seats, effective options", (id) => {
    const game = getGame(id)!;
    const kept = born(id);
    const snapshot = bornSnapshot(kept, game, "2026-12-03");
    const server = prepareSession({ ...kept.create, id: kept.id, token: kept.token }, null, null);
    expect(snapshot.players).toEqual(server.players);
    expect(snapshot.options).toEqual(JSON.parse(server.setup.options));
    expect(snapshot.firstDealer).toBe(server.setup.firstDealer);
    expect(snapshot).toMatchObject({
      sessionId: kept.id,
      game: id,
      version: 0,
      entries: [],
      times: [],
      leagueId: null,
    });
  });

  it("keeps the day the set-up named, else the phone's today, and the league it files into", () => {
    const game = getGame("nines")!;
    expect(bornSnapshot(born("nines"), game, "2026-12-03").playedOn).toBe("2026-12-03");
    const named = born("nines", { playedOn: "2026-11-30", leagueId: "l".repeat(22) });
    expect(bornSnapshot(named, game, "2026-12-03")).toMatchObject({ playedOn: "2026-11-30", leagueId: "l".repeat(22) });
  });
});
