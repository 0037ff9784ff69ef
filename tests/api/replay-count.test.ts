// What one request costs: a round write replays the game once (the check's replay is the response), a read never;
// a round added after this process wrote the round before plays only the new round on (continueReplay); league
// standings replay the ratings once (one OpenSkill update per game). Spies wrap the real functions.
import * as openskill from "openskill";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { continueReplay, replay } from "@/lib/games/replay";
import { api, ninesSession } from "./client";
import { leagues } from "./league-client";

vi.mock("@/lib/games/replay", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/games/replay")>();
  return { ...real, replay: vi.fn(real.replay), continueReplay: vi.fn(real.continueReplay) };
});

vi.mock("openskill", async (importOriginal) => {
  const real = await importOriginal<typeof import("openskill")>();
  return { ...real, rate: vi.fn(real.rate) };
});

const replays = vi.mocked(replay);
const continued = vi.mocked(continueReplay);
const rates = vi.mocked(openskill.rate);

beforeEach(() => {
  replays.mockClear();
  continued.mockClear();
  rates.mockClear();
});

/** How many times `run` replays the game: from the start, or on from a kept replay. */
async function replaysOf(run: () => Promise<unknown>): Promise<number> {
  replays.mockClear();
  continued.mockClear();
  await run();
  return replays.mock.calls.length + continued.mock.calls.length;
}

describe("one replay per request", () => {
  it("adding, editing and undoing a round each replay the game once; reading the session never does", async () => {
    const s = await ninesSession();
    expect(await replaysOf(() => s.play("Ann", { Ben: 5, Cem: 7 }))).toBe(1);
    expect(await replaysOf(() => s.play("Ben", { Ann: 3, Cem: 9 }))).toBe(1);
    // The second round went on from the first round's replay: no replay from the start, one round played.
    expect(replays).not.toHaveBeenCalled();
    expect(continued.mock.calls[0]?.[3]).toHaveLength(1);
    const edit = s.entry("Cem", { Ann: 3, Ben: 9 });
    expect(await replaysOf(async () => expect((await api.putRound(s.id, 1, edit, s.token)).status).toBe(200))).toBe(1);
    expect(await replaysOf(async () => expect((await api.deleteRound(s.id, 2, s.token)).status).toBe(200))).toBe(1);
    // A read uses the summary the last write stored: no replay at all.
    expect(await replaysOf(async () => expect((await api.getSession(s.id)).status).toBe(200))).toBe(0);
  });

  it("a refused round replays once and writes nothing", async () => {
    const s = await ninesSession();
    const refused = await replaysOf(async () =>
      expect((await api.addRound(s.id, s.entry("Ann", { Ben: 0, Cem: 7 }), s.token)).status).toBe(422),
    );
    expect(refused).toBe(1);
  });

  it("league ratings are updated once per finished game when it is written; reading the standings replays none", async () => {
    const created = await leagues.create({ name: "Thursday club" });
    const league = { id: created.body.id as string, token: created.body.token as string };
    for (const winner of ["Ann", "Ben", "Cem"]) {
      rates.mockClear();
      const game = await leagues.createSession(
        { game: "nines", players: ["Ann", "Ben", "Cem"], leagueId: league.id, options: { rounds: 1 } },
        league.token,
      );
      const ids = Object.fromEntries(game.body.players.map((p: { name: string; id: string }) => [p.name, p.id]));
      const hands = Object.fromEntries(Object.keys(ids).flatMap((name) => (name === winner ? [] : [[ids[name], 5]])));
      expect((await api.addRound(game.body.id, { winner: ids[winner], hands }, league.token)).status).toBe(201);
      // The game finished after all others: applied on top of the stored ratings (docs/decisions/009).
      expect(rates).toHaveBeenCalledTimes(1);
    }
    rates.mockClear();
    const standings = await leagues.standings(league.id);
    expect(standings.body.games).toBe(3);
    expect(rates).toHaveBeenCalledTimes(0);
    // Filtered standings are computed from the results: each game's ratings once.
    const filtered = await leagues.standings(league.id, "?game=nines");
    expect(filtered.body.standings).toEqual(standings.body.standings);
    expect(rates).toHaveBeenCalledTimes(3);
  });
});
