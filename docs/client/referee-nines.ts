// An example client for the Deckside referee API, typed from the OpenAPI document: it starts a game of Nines with the
// special cards, referees a whole round of plays at the table through the session's play check (who may play what,
// who is skipped, which way play runs), then sends the round to the scoreboard. Types: deckside-api.d.ts.
//
//   node --experimental-strip-types docs/client/referee-nines.ts http://127.0.0.1:3000     (Node 22.6 or later)
//
// tests/api/client-example.test.ts runs it against the API's handlers and checks every verdict.
import createClient from "openapi-fetch";
import type { components, paths } from "./deckside-api";

type Verdict = components["schemas"]["NinesPlayAnswer"];
type Suit = "S" | "H" | "D" | "C";

/** One card laid (or tried) at the table, in turn order; `names` is the suit named with a 9. */
interface Attempt {
  card: string;
  names?: Suit;
  lastCard?: boolean;
}

// Ann deals, so Ben opens on the 7♥ turned up. Ben tries K♠ (refused: he draws) and then plays 7♠; Cem's J♠ skips
// Ann; Ben's 9♦ names ♣; Cem follows with 4♣; Ann's Q♣ turns play round, back to Cem, who goes out with 2♣.
const PLAYS: Attempt[] = [
  { card: "KS" },
  { card: "7S" },
  { card: "JS" },
  { card: "9D", names: "C" },
  { card: "4C" },
  { card: "QC" },
  { card: "2C", lastCard: true },
];

export interface RefereedRound {
  verdicts: Verdict[];
  winner: string;
  scores: Record<string, number>;
}

/** Referees one round of Nines on the server at `baseUrl` (a custom `fetch` may stand in for the network). */
export async function refereeNinesRound(
  baseUrl: string,
  options: { fetch?: (request: Request) => Promise<Response>; log?: (line: string) => void } = {},
): Promise<RefereedRound> {
  const client = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const log = options.log ?? (() => undefined);

  const created = await client.POST("/api/v1/sessions", {
    body: { game: "nines", players: ["Ann", "Ben", "Cem"], options: { specialCards: true } },
  });
  if (!created.data) throw new Error(`Could not start the game: ${created.error?.error.message}`);
  const { id, token } = created.data;
  const names = new Map(created.data.players.map((p) => [p.id, p.name]));
  const name = (player: string | null | undefined) => (player ? (names.get(player) ?? player) : "?");

  // Who opens, from the session (no token needed to ask the referee).
  const table = await client.GET("/api/v1/sessions/{id}/referee", { params: { path: { id } } });
  if (!table.data) throw new Error(`No referee: ${table.error?.error.message}`);
  let player = String(table.data.start.player);
  let direction: "clockwise" | "counterClockwise" = "clockwise";
  let top = "7H";
  let named: Suit | undefined;
  const verdicts: Verdict[] = [];

  for (const attempt of PLAYS) {
    const checked = await client.POST("/api/v1/sessions/{id}/referee/play", {
      params: { path: { id } },
      body: {
        top,
        card: attempt.card,
        player,
        direction,
        ...(named ? { declaredSuit: named } : {}),
        ...(attempt.lastCard ? { lastCard: true } : {}),
      },
    });
    if (!checked.data) throw new Error(`The referee refused the situation: ${checked.error?.error.message}`);
    const verdict = checked.data as Verdict;
    verdicts.push(verdict);
    if (verdict.legal !== true) {
      // Not playable: the same player draws and tries again (the draw rule in force is in `draw`).
      log(
        `${name(player)}: ${attempt.card} may not be played. ${verdict.reason.message} ${verdict.draw?.reason.message ?? ""}`.trim(),
      );
      continue;
    }
    const effects = verdict.effects.map((effect) => effect.message).join(" ");
    log(
      `${name(player)}: ${attempt.card}. ${verdict.reason.message}${effects ? ` ${effects}` : ""} ${name(verdict.next?.player)} is next.`,
    );
    top = attempt.card;
    named = attempt.names;
    if (attempt.lastCard) break;
    if (!verdict.next) throw new Error("A legal play in a session always says who is next.");
    player = verdict.next.player;
    direction = verdict.next.direction;
  }

  // The player who laid the last card went out: the others' hands go to the scoreboard.
  const winner = player;
  const others = created.data.players.filter((p) => p.id !== winner);
  const hands: Record<string, string[]> = Object.fromEntries(
    others.map((p, index) => [p.id, index === 0 ? ["KS", "8D"] : ["AH", "10S", "3D"]]),
  );
  const added = await client.POST("/api/v1/sessions/{id}/rounds", {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${token}` },
    body: { winner, hands, lastCard: top, round: 1 },
  });
  if (!added.data) throw new Error(`The round was refused: ${added.error?.error.message}`);
  const scores = Object.fromEntries(Object.entries(added.data.round.scores).map(([p, s]) => [name(p), s]));
  log(
    `${name(winner)} went out: ${Object.entries(scores)
      .map(([p, s]) => `${p} ${s}`)
      .join(", ")}`,
  );
  return { verdicts, winner: name(winner), scores };
}

const invoked = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : "";
if (import.meta.url === invoked) {
  const result = await refereeNinesRound(process.argv[2] ?? "http://127.0.0.1:3000", { log: console.log });
  console.log(`${result.winner} won the round.`);
}
