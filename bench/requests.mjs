// The requests the bench's scripts send (bench/run.mjs, ab.mjs, profile.mjs): a fresh Nines session and rounds
// for it, valid for any number of rounds (the threshold is out of reach).
import { Agent } from "node:http";
import { send } from "./load.mjs";

/** Rounds a submit bench adds to one session before it takes the next. */
export const ROUNDS_PER_SESSION = 50;

/** A fresh Nines session on the server at `port`; its players' ids give valid rounds. */
export async function newSession(port, agent, name = "Deckside") {
  const created = await send(agent, port, {
    method: "POST",
    path: "/api/v1/sessions",
    body: { game: "nines", players: ["Ann", "Ben", "Cem"], options: { threshold: 10000 } },
  });
  if (created.status !== 201)
    throw new Error(`${name}: creating a session gave ${created.status} ${JSON.stringify(created.body)}`);
  const [winner, ...others] = created.body.players.map((p) => p.id);
  return { id: created.body.id, token: created.body.token, winner, others, rounds: 0 };
}

/** The next round for `session` (counted in it): a different hand each time. */
export function roundRequest(session) {
  const n = ++session.rounds;
  const hands = Object.fromEntries(session.others.map((id, k) => [id, 1 + ((n + k * 3) % 9)]));
  return {
    method: "POST",
    path: `/api/v1/sessions/${session.id}/rounds`,
    token: session.token,
    body: { winner: session.winner, hands },
  };
}

/**
 * Per-worker sessions for submits, taken from a pool made before the timed run (made on demand if it runs dry):
 * sessions made during the run would put their creation's ORM transactions in the submits' queue. `request` makes
 * each session's next request (by default the API's submit; bench/save-cpu.mjs: the page's save).
 */
export function submitter(port, pool, name, request = roundRequest) {
  const current = [];
  return async (w, agent) => {
    let session = current[w];
    if (!session || session.rounds >= ROUNDS_PER_SESSION) {
      session = pool.pop() ?? (await newSession(port, agent, name));
      current[w] = session;
    }
    return request(session);
  };
}

export async function fillPool(port, count, name) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const pool = [];
  for (let i = 0; i < count; i++) pool.push(await newSession(port, agent, name));
  agent.destroy();
  return pool;
}
