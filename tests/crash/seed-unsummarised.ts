// Games written straight into the database, as a restored snapshot or an old version leaves them: sessions with
// players and round entries, no stored summary (summaryFormat 0), written by plain SQL outside the app. SQLite
// through better-sqlite3, PostgreSQL through pg, in a few large statements. Used by startup-serving.test.ts.
import { createHash } from "node:crypto";
import { nines } from "../../lib/games/nines/rules";
import type { SessionRecord } from "../../lib/sessions/view";

export interface SeededGame {
  record: SessionRecord;
  token: string;
}

const NAMES = ["Ann", "Ben", "Cem"];

/** Game `i` of the seed: three players, `rounds` Nines rounds (of nine), entries that differ from game to game. */
export function seededGame(i: number, rounds: number, at: Date): SeededGame {
  const id = `seed${i.toString(36).padStart(6, "0")}`;
  const players = NAMES.map((name, seat) => ({ id: `${id}p${seat}`, name, seat }));
  const entries = Array.from({ length: rounds }, (_, r) => {
    const winner = players[(i + r) % 3]!.id;
    const losers = players.filter((p) => p.id !== winner);
    return { winner, hands: Object.fromEntries(losers.map((p, k) => [p.id, ((i * 7 + r * 3 + k * 5) % 40) + 1])) };
  });
  return {
    token: `token-${id}`,
    record: {
      id,
      game: "nines",
      options: JSON.stringify(nines.optionsSchema.parse({ rounds: 9 })),
      firstDealer: 0,
      createdAt: at,
      updatedAt: at,
      players,
      rounds: entries.map((entry, r) => ({
        number: r + 1,
        entry: JSON.stringify(entry),
        createdAt: at,
        updatedAt: at,
      })),
    } as SessionRecord,
  };
}

type Row = Record<string, string | number | Date | null>;

function rowsOf(games: readonly SeededGame[]) {
  const sessions: Row[] = [];
  const players: Row[] = [];
  const rounds: Row[] = [];
  for (const { record, token } of games) {
    sessions.push({
      id: record.id,
      game: record.game,
      options: record.options,
      firstDealer: record.firstDealer,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      summary: null,
      summaryFormat: 0,
      // A session's version is its last history seq; these have no history rows (as imported rows may not).
      version: record.rounds.length,
    });
    for (const p of record.players) players.push({ id: p.id, sessionId: record.id, name: p.name, seat: p.seat });
    for (const r of record.rounds)
      rounds.push({
        id: `${record.id}r${r.number}`,
        sessionId: record.id,
        number: r.number,
        entry: r.entry,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      });
  }
  return { GameSession: sessions, Player: players, Round: rounds };
}

/** Writes the games into the SQLite file (`file:` URL relative to the working directory) or PostgreSQL database. */
export async function writeGames(url: string, games: readonly SeededGame[]): Promise<void> {
  const tables = rowsOf(games);
  if (url.startsWith("file:")) {
    const { default: Database } = await import("better-sqlite3");
    const file = new Database(url.slice("file:".length));
    // Dates as the app's SQLite adapter writes them (lib/sql/sqlite.ts).
    const value = (v: Row[string]) => (v instanceof Date ? v.toISOString().replace("Z", "+00:00") : v);
    file.transaction(() => {
      for (const [table, rows] of Object.entries(tables)) {
        const columns = Object.keys(rows[0]!);
        const insert = file.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        );
        for (const row of rows) insert.run(...columns.map((c) => value(row[c]!)));
      }
    })();
    file.close();
    return;
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const [table, rows] of Object.entries(tables)) {
      const columns = Object.keys(rows[0]!);
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000);
        const values = chunk.flatMap((row) => columns.map((c) => row[c]));
        const tuples = chunk.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`);
        await client.query(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`,
          values,
        );
      }
    }
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}
