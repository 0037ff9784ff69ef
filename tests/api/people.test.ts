// Issue 28, People and Evenings: this phone's games and its league's as the person and evening pages read them.
import { describe, expect, it } from "vitest";
import { loadPhoneGames } from "@/lib/people/data";
import { eveningGameOf } from "@/lib/people/evening-games";
import { personStats } from "@/lib/people/stats";
import { api } from "./client";
import { leagues } from "./league-client";

async function finishedNines(players: string[], options: { leagueId?: string; token?: string } = {}) {
  const body = {
    game: "nines",
    players,
    options: { rounds: 1 },
    ...(options.leagueId ? { leagueId: options.leagueId } : {}),
  };
  const created = options.token ? await leagues.createSession(body, options.token) : await api.createSession(body);
  expect(created.status).toBe(201);
  const [winner, ...others] = created.body.players as Array<{ id: string }>;
  const hands = Object.fromEntries(others.map((p, i) => [p.id, 10 + i * 5]));
  const token = options.token ?? (created.body.token as string);
  expect((await api.addRound(created.body.id, { winner: winner!.id, hands }, token)).status).toBe(201);
  return created.body.id as string;
}

describe("people and evenings over stored games", () => {
  it("a league game names its players as the league's members; a casual game as typed", async () => {
    const league = await leagues.create({ name: "Thursday club" });
    expect(league.status).toBe(201);
    const { id, token } = league.body as { id: string; token: string };
    await finishedNines(["Anna", "Ben"], { leagueId: id, token });
    // Typed in lower case: the league's member "Anna" (not a second spelling).
    await finishedNines(["anna", "Ben"], { leagueId: id, token });
    const casual = await finishedNines(["Carla", "Dirk", "Eve"]);

    const games = await loadPhoneGames([casual], [id]);
    expect(games).toHaveLength(3);
    const leagueGames = games.filter((g) => g.leagueId === id);
    expect(leagueGames.map((g) => g.players)).toEqual([
      ["Anna", "Ben"],
      ["Anna", "Ben"],
    ]);
    expect(leagueGames.every((g) => g.leagueName === "Thursday club")).toBe(true);
    const anna = personStats(games, "anna")!;
    expect(anna).toMatchObject({ name: "Anna", spellings: [], played: 2, wins: 2, currentStreak: 2 });

    // The casual game: its time from creation to the round that finished it, its best and worst round as Nines
    // counts them (a penalty: the lowest is the best).
    const recap = eveningGameOf(games.find((g) => g.id === casual)!);
    expect(recap.finished).toBe(true);
    expect(recap.winners).toEqual(["Carla"]);
    expect(recap.times.end).not.toBeNull();
    expect(recap.times.durationMs).toBeGreaterThanOrEqual(0);
    expect(recap.marks).toEqual({
      best: { name: "Carla", round: 1, score: 0 },
      worst: { name: "Eve", round: 1, score: 15 },
    });
  });

  it("no games on this phone: nothing read", async () => {
    expect(await loadPhoneGames([], [])).toEqual([]);
    expect(await loadPhoneGames(["nosuchsession0000000"], [])).toEqual([]);
  });
});
