// The raw machine, for `npm run bench` to compare against: node:http + better-sqlite3 in WAL + zod, serving the same
// three calls the bench makes on Deckside (create a Nines session, add a round, read a session) with the same work
// per round: parse and validate the body, check the token, read the totals so far, INSERT the round in a
// transaction. No framework, no ORM, no rules engine. Usage: node bench/baseline.mjs <port> <sqlite file>
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import Database from "better-sqlite3";
import { z } from "zod";

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error("usage: node bench/baseline.mjs <port> <sqlite file>");

const db = new Database(file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.pragma("busy_timeout = 5000");
db.exec(`
  CREATE TABLE IF NOT EXISTS session (id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, threshold INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS player (id TEXT PRIMARY KEY, session_id TEXT NOT NULL, name TEXT NOT NULL, seat INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS round (session_id TEXT NOT NULL, number INTEGER NOT NULL, entry TEXT NOT NULL,
    points TEXT NOT NULL, PRIMARY KEY (session_id, number));
  -- The index a real server would have (Deckside has the same one, "Player_sessionId_seat_key"): without it every
  -- read of a session's players scanned the whole table and slowed down as the bench made sessions (issue 27).
  CREATE UNIQUE INDEX IF NOT EXISTS player_session_seat ON player (session_id, seat);
`);

const createSchema = z.object({
  game: z.literal("nines"),
  players: z.array(z.string().trim().min(1).max(40)).min(2).max(6),
  options: z.object({ threshold: z.number().int().min(1).max(10000).default(100) }).default({ threshold: 100 }),
});
const entrySchema = z.object({
  winner: z.string().min(1),
  hands: z.record(z.string(), z.union([z.array(z.string()), z.string(), z.number().int()])),
  round: z.number().int().min(1).optional(),
});

const sql = {
  session: db.prepare("SELECT id, token_hash, threshold FROM session WHERE id = ?"),
  players: db.prepare("SELECT id, name, seat FROM player WHERE session_id = ? ORDER BY seat"),
  points: db.prepare("SELECT points FROM round WHERE session_id = ? ORDER BY number"),
  rounds: db.prepare("SELECT number, entry, points FROM round WHERE session_id = ? ORDER BY number"),
  insertSession: db.prepare("INSERT INTO session (id, token_hash, threshold) VALUES (?, ?, ?)"),
  insertPlayer: db.prepare("INSERT INTO player (id, session_id, name, seat) VALUES (?, ?, ?, ?)"),
  insertRound: db.prepare("INSERT INTO round (session_id, number, entry, points) VALUES (?, ?, ?, ?)"),
};

const hash = (token) => createHash("sha256").update(token).digest();
const newId = () => randomBytes(12).toString("base64url");

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function totalsOf(players, rows) {
  const totals = Object.fromEntries(players.map((p) => [p.id, 0]));
  for (const row of rows) for (const [id, n] of Object.entries(JSON.parse(row.points))) totals[id] += n;
  return totals;
}

const createSession = db.transaction((input) => {
  const id = newId();
  const token = randomBytes(24).toString("base64url");
  sql.insertSession.run(id, hash(token).toString("hex"), input.options.threshold);
  const players = input.players.map((name, seat) => ({ id: newId(), name, seat }));
  for (const p of players) sql.insertPlayer.run(p.id, id, p.name, p.seat);
  return { id, token, game: "nines", players, rounds: [] };
});

// Token check, totals so far and the INSERT in one transaction, as Deckside's write does.
const addRound = db.transaction((id, token, entry) => {
  const session = sql.session.get(id);
  if (!session) return [404, { error: { code: "not_found", message: "No such session." } }];
  if (!token || !timingSafeEqual(hash(token), Buffer.from(session.token_hash, "hex")))
    return [401, { error: { code: "unauthorized", message: "The token does not match this session." } }];
  const players = sql.players.all(id);
  const others = players.filter((p) => p.id !== entry.winner);
  if (others.length === players.length || Object.keys(entry.hands).some((k) => !others.some((p) => p.id === k)))
    return [422, { error: { code: "rule_violation", message: "Unknown player." } }];
  const rows = sql.points.all(id);
  const totals = totalsOf(players, rows);
  const points = Object.fromEntries(others.map((p) => [p.id, Number(entry.hands[p.id] ?? 0)]));
  const number = rows.length + 1;
  sql.insertRound.run(id, number, JSON.stringify(entry), JSON.stringify(points));
  for (const [pid, n] of Object.entries(points)) totals[pid] += n;
  return [201, { round: { number, entry, scores: points }, totals }];
});

function readSession(id) {
  const session = sql.session.get(id);
  if (!session) return [404, { error: { code: "not_found", message: "No such session." } }];
  const players = sql.players.all(id);
  const rows = sql.rounds.all(id);
  const rounds = rows.map((r) => ({ number: r.number, entry: JSON.parse(r.entry), scores: JSON.parse(r.points) }));
  return [200, { id, game: "nines", players, rounds, totals: totalsOf(players, rows) }];
}

function route(req, body) {
  const parts = (req.url ?? "").split("?")[0].split("/").filter(Boolean);
  if (parts[0] === "health") return [200, { ok: true }];
  if (parts[0] !== "api" || parts[1] !== "v1" || parts[2] !== "sessions")
    return [404, { error: { code: "not_found" } }];
  if (req.method === "POST" && parts.length === 3) {
    const input = createSchema.safeParse(body);
    if (!input.success) return [400, { error: { code: "invalid_body", message: input.error.message } }];
    return [201, createSession(input.data)];
  }
  if (req.method === "POST" && parts[4] === "rounds") {
    const entry = entrySchema.safeParse(body);
    if (!entry.success) return [400, { error: { code: "invalid_body", message: entry.error.message } }];
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    return addRound(parts[3], token, entry.data);
  }
  if (req.method === "GET" && parts.length === 4) return readSession(parts[3]);
  return [405, { error: { code: "method_not_allowed" } }];
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    let body;
    try {
      body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
    } catch {
      return send(res, 400, { error: { code: "invalid_json" } });
    }
    const [status, out] = route(req, body);
    send(res, status, out);
  });
}).listen(Number(port), "127.0.0.1");
