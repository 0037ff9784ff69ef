// An example client for the Deckside API, typed from the OpenAPI document: it starts a game of Nines, plays it to
// the end with valid rounds and prints the winner. Types: deckside-api.d.ts (npm run api:types); HTTP: openapi-fetch.
//
//   node --experimental-strip-types docs/client/play-nines.ts http://127.0.0.1:3000     (Node 22.6 or later)
//
// tests/api/client-example.test.ts runs it against the API's handlers and checks the winner.
import createClient from "openapi-fetch";
import type { components, paths } from "./deckside-api";

type Session = components["schemas"]["Session"];

// What the players still hold when someone goes out: real cards (one deck, none twice in a round) or a typed total.
const HANDS: Array<string[] | string | number> = [["KS", "QH"], "9C 3D", 12, ["AS", "2H", "10D"], 7];

export interface PlayResult {
  winner: string;
  rounds: number;
  standings: Array<{ name: string; score?: number; rank: number }>;
}

/** Plays a whole game of Nines on the server at `baseUrl` (a custom `fetch` may stand in for the network). */
export async function playNines(
  baseUrl: string,
  options: { fetch?: (request: Request) => Promise<Response>; log?: (line: string) => void } = {},
): Promise<PlayResult> {
  const client = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const log = options.log ?? (() => undefined);

  const created = await client.POST("/api/v1/sessions", {
    body: { game: "nines", players: ["Ann", "Ben", "Cem"], options: { threshold: 100 } },
  });
  if (!created.data) throw new Error(`Could not start the game: ${created.error?.error.message}`);
  const { token, id } = created.data;
  let session: Session = created.data;
  log(`Started ${id}: ${session.players.map((p) => p.name).join(", ")}`);

  while (session.status !== "finished") {
    // Whoever takes part (everyone, or the tied players of a tie-break): the first goes out, the others hold cards.
    const [winner, ...others] = session.participants;
    if (!winner || !session.next) throw new Error("The game is not over but nobody can play.");
    const hands = Object.fromEntries(others.map((player, index) => [player, HANDS[index % HANDS.length]!]));
    const added = await client.POST("/api/v1/sessions/{id}/rounds", {
      params: { path: { id } },
      headers: { Authorization: `Bearer ${token}` },
      body: { winner, hands, round: session.next.round },
    });
    if (!added.data) throw new Error(`Round ${session.next.round} was refused: ${added.error?.error.message}`);
    session = added.data.session;
    const totals = session.standings.map((s) => `${s.name} ${s.score}`).join(", ");
    log(`Round ${added.data.round.number}: ${totals}`);
  }

  const names = new Map(session.players.map((p) => [p.id, p.name]));
  const winner = session.winners.map((w) => names.get(w) ?? w).join(" and ");
  return {
    winner,
    rounds: session.rounds.length,
    standings: session.standings.map(({ name, score, rank }) => ({ name, score, rank })),
  };
}

const invoked = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : "";
if (import.meta.url === invoked) {
  const result = await playNines(process.argv[2] ?? "http://127.0.0.1:3000", { log: console.log });
  console.log(`${result.winner} won after ${result.rounds} rounds.`);
}
