// A large league written straight into the database (thousands of API calls would take minutes): finished
// nines games between eight members, ten games an evening. Used by the league-scale test and benchmark.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const SEED_MEMBERS = ["Ann", "Ben", "Cem", "Dia", "Eli", "Fay", "Gus", "Hal"];
const PER_GAME = 4;
const PER_EVENING = 10;
const CHUNK = 250;

const id = () => randomBytes(12).toString("hex");

/** Seat k of game i is member (i + k) mod 8; seat 0 wins, the others place 2nd, 3rd, 4th. */
export const seatedMember = (game: number, seat: number) => (game + seat) % SEED_MEMBERS.length;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** Files `games` finished games into the league; returns their session ids, oldest first. */
export async function seedLeague(db: PrismaClient, leagueId: string, games: number): Promise<string[]> {
  const members = SEED_MEMBERS.map((name) => ({ id: id(), leagueId, name, nameKey: name.toLowerCase() }));
  const sessions: Array<{
    id: string;
    game: string;
    options: string;
    tokenHash: string;
    leagueId: string;
    createdAt: Date;
  }> = [];
  const players: Array<{ id: string; sessionId: string; name: string; seat: number; memberId: string }> = [];
  const results: Array<{ sessionId: string; leagueId: string; game: string; finishedAt: Date; placements: string }> =
    [];
  const day = Date.UTC(2020, 0, 1);
  for (let i = 0; i < games; i++) {
    const sessionId = id();
    const at = new Date(day + Math.floor(i / PER_EVENING) * 86_400_000 + (i % PER_EVENING) * 600_000 + 19 * 3_600_000);
    sessions.push({ id: sessionId, game: "nines", options: "{}", tokenHash: id(), leagueId, createdAt: at });
    const placements = Array.from({ length: PER_GAME }, (_, seat) => {
      const member = members[seatedMember(i, seat)]!;
      const playerId = id();
      players.push({ id: playerId, sessionId, name: member.name, seat, memberId: member.id });
      return { playerId, rank: seat + 1, score: seat * 10 };
    });
    results.push({ sessionId, leagueId, game: "nines", finishedAt: at, placements: JSON.stringify(placements) });
  }
  await db.leagueMember.createMany({ data: members });
  await inChunks(sessions, (data) => db.gameSession.createMany({ data }));
  await inChunks(players, (data) => db.player.createMany({ data }));
  await inChunks(results, (data) => db.gameResult.createMany({ data }));
  // Written behind the app's back, as an operator's tool would: the stored standings do not reflect these results
  // (the reads then compute them until a rebuild), and the league page's stamp moves (decision 040).
  await db.league.update({ where: { id: leagueId }, data: { storedGames: -1, version: { increment: 1 } } });
  return sessions.map((s) => s.id);
}
