// A Nines league game for the league API tests: created through the API in `league`, with round bodies by the
// players' names (the winner takes 0, everyone else 10 hand points).
import { expect } from "vitest";
import { api } from "./client";
import { leagues } from "./league-client";

/** A Nines league game of `rounds` rounds among Ann, Ben and Cem. */
export async function leagueNinesGame(league: { id: string; token: string }, rounds: number) {
  const created = await leagues.createSession(
    { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds }, leagueId: league.id },
    league.token,
  );
  expect(created.status).toBe(201);
  const ids = Object.fromEntries(created.body.players.map((p: any) => [p.name, p.id])) as Record<string, string>;
  const id = created.body.id as string;
  /** The body of round `number`, won by the player named `winner`. */
  const round = (winner: string, number: number) => ({
    round: number,
    winner: ids[winner],
    hands: Object.fromEntries(
      Object.keys(ids)
        .filter((name) => name !== winner)
        .map((name) => [ids[name], 10]),
    ),
  });
  /** Adds that round and expects it saved. */
  const play = async (winner: string, number: number) => {
    expect((await api.addRound(id, round(winner, number), league.token)).status).toBe(201);
  };
  return { id, round, play };
}
