// A large league written straight into a SQLite file in one transaction (100,000 games through the API would
// take an hour): the pattern of tests/api/league-seed.ts (eight members, four a game, seat k of game i is member
// (i + k) mod 8 and places k + 1, ten games an evening), plus the stored standings (LeagueStanding,
// LeagueRatingStep) the app keeps, computed game by game as lib/leagues/incremental.ts does.
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { rating as newRating, rate } from "openskill";

/** lib/sessions/summary.ts SUMMARY_FORMAT (league-seed.test.mjs keeps them equal). */
export const SEED_SUMMARY_FORMAT = 2;

const MEMBERS = ["Ann", "Ben", "Cem", "Dia", "Eli", "Fay", "Gus", "Hal"];
const PER_GAME = 4;
const PER_EVENING = 10;
const POINTS = [10, 6, 4, 3, 2, 1];

// Ids: a random prefix per run and a counter (a random id per row costs seconds at 100,000 games).
const prefix = randomBytes(6).toString("hex");
let counter = 0;
const id = () => `${prefix}${(counter++).toString(36)}`;
// Prisma's SQLite adapter stores DateTime as ISO text with an explicit offset.
const iso = (ms) => new Date(ms).toISOString().replace("Z", "+00:00");

/**
 * A league of `games` finished Nines games in the SQLite file `file`. `stored: false` leaves the standings
 * unbuilt (League.storedGames = -1), so the app computes them from the results as it did before they were stored.
 */
export function seedLeague(file, games, { stored = true } = {}) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 10000");
  const leagueId = id();
  const start = Date.UTC(2020, 0, 1) + 19 * 3_600_000;
  const q = (sql) => db.prepare(sql);
  const insert = {
    league: q(
      `INSERT INTO "League" (id, name, tokenHash, pointsTable, createdAt, storedGames) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    member: q(`INSERT INTO "LeagueMember" (id, leagueId, name, nameKey, createdAt) VALUES (?, ?, ?, ?, ?)`),
    session: q(
      // resultVersion = version (0): the result is stamped as derived from the game's (absent) rounds, so a server
      // started on this file (bench/league.mjs: a fresh process's first view) has no league result to repair. The
      // summary's format is the current one with no stored text: a read computes it (no rounds: nothing to replay,
      // lib/sessions/summary.ts storedSummary) and the start-up repair has no summary to store, where format 0 had
      // every fresh process repair 10,000 summaries from one second after its first request (decision 029).
      `INSERT INTO "GameSession" (id, game, options, firstDealer, tokenHash, createdAt, updatedAt, leagueId, resultVersion, summaryFormat) VALUES (?, 'nines', '{}', 0, ?, ?, ?, ?, 0, ${SEED_SUMMARY_FORMAT})`,
    ),
    player: q(`INSERT INTO "Player" (id, sessionId, name, seat, memberId) VALUES (?, ?, ?, ?, ?)`),
    result: q(
      `INSERT INTO "GameResult" (sessionId, leagueId, game, finishedAt, placements) VALUES (?, ?, 'nines', ?, ?)`,
    ),
    step: q(
      `INSERT INTO "LeagueRatingStep" (leagueId, sessionId, memberId, finishedAt, rank, rated, played, wins, rankSum, points, mu, sigma, streakWins, streakLength) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    standing: q(
      `INSERT INTO "LeagueStanding" (leagueId, memberId, played, wins, rankSum, points, mu, sigma, streakWins, streakLength) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
  const members = MEMBERS.map((name) => ({ id: id(), name }));
  const state = new Map(
    members.map((m) => [
      m.id,
      { played: 0, wins: 0, rankSum: 0, points: 0, ...newRating(), streakWins: false, streakLength: 0 },
    ]),
  );
  db.transaction(() => {
    insert.league.run(leagueId, `Bench club ${games}`, id(), JSON.stringify(POINTS), iso(start), stored ? games : -1);
    for (const m of members) insert.member.run(m.id, leagueId, m.name, m.name.toLowerCase(), iso(start));
    for (let i = 0; i < games; i++) {
      const sessionId = id();
      const at = iso(start + Math.floor(i / PER_EVENING) * 86_400_000 + (i % PER_EVENING) * 600_000);
      insert.session.run(sessionId, id(), at, at, leagueId);
      const seated = Array.from({ length: PER_GAME }, (_, seat) => members[(i + seat) % members.length]);
      const placements = seated.map((member, seat) => {
        const playerId = id();
        insert.player.run(playerId, sessionId, member.name, seat, member.id);
        return { playerId, rank: seat + 1, score: seat * 10 };
      });
      insert.result.run(sessionId, leagueId, at, JSON.stringify(placements));
      if (!stored) continue;
      const before = seated.map((m) => state.get(m.id));
      const after = rate(
        before.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
        { rank: seated.map((_, seat) => seat + 1) },
      );
      seated.forEach((member, seat) => {
        const old = before[seat];
        const won = seat === 0;
        const next = {
          played: old.played + 1,
          wins: old.wins + (won ? 1 : 0),
          rankSum: old.rankSum + seat + 1,
          points: old.points + (POINTS[seat] ?? 0),
          mu: after[seat][0].mu,
          sigma: after[seat][0].sigma,
          streakWins: won,
          streakLength: old.played > 0 && old.streakWins === won ? old.streakLength + 1 : 1,
        };
        state.set(member.id, next);
        const n = next;
        insert.step.run(
          leagueId,
          sessionId,
          member.id,
          at,
          seat + 1,
          n.played,
          n.wins,
          n.rankSum,
          n.points,
          n.mu,
          n.sigma,
          n.streakWins ? 1 : 0,
          n.streakLength,
        );
      });
    }
    if (stored)
      for (const [memberId, s] of state)
        insert.standing.run(
          leagueId,
          memberId,
          s.played,
          s.wins,
          s.rankSum,
          s.points,
          s.mu,
          s.sigma,
          s.streakWins ? 1 : 0,
          s.streakLength,
        );
  })();
  db.close();
  return { leagueId, memberId: members[0].id };
}
