import { z } from "zod";
import { parseWith } from "../api/parse";
import { AppError, invalidBody, ruleViolation } from "../errors";
import { GAME_IDS } from "../games/game-ids";
import { seatsInRound } from "../games/referee/seats";
import type { RefereeCheck, RefereeTable } from "../games/referee/types";
import { refereeCheck, refereeOf } from "../games/referee-registry";
import { getGame, isGameId } from "../games/registry";
import type { GameId } from "../games/types";
import { getSession } from "../sessions/data";
import type { SessionView } from "../sessions/types";
import { withPageKeys } from "./page-keys";
import { bodyFromQuery } from "./query";

// The referee's checks over HTTP (issue 25): stateless (the options and the whole situation in the body) or bound to a
// session (its options, seats and whose turn). Read-only: nothing is stored, no token is needed. The verdicts are
// the engine's (lib/games/<game>/referee-api.ts); this file only finds the check and maps refusals to HTTP.

// biome-ignore lint/suspicious/noExplicitAny: a check of any game.
type AnyCheck = RefereeCheck<any, any, any>;

const bodyShape = z.record(z.string(), z.unknown());

/** A game's referee, or 404 for a game that has none (docs/adding-a-game.md: the referee is optional). */
function refereeFor(game: GameId) {
  const referee = refereeOf(game);
  if (!referee) throw new AppError("not_found", `The ${game} game has no referee checks.`);
  return referee;
}

function findCheck(game: GameId, name: string): AnyCheck {
  const check = refereeCheck(game, name);
  if (check) return check;
  const names = refereeFor(game)
    .checks.map((c) => c.name)
    .join(", ");
  throw new AppError("not_found", `The ${game} referee has no check "${name}"; its checks: ${names}.`);
}

function judge(game: GameId, check: AnyCheck, options: unknown, situation: unknown, table?: RefereeTable) {
  const parsed = parseWith(check.situation, situation, "The situation is not valid");
  const outcome = check.run(options, parsed, table);
  if (!outcome.ok) throw ruleViolation(outcome.violations, "This situation cannot be judged: ");
  return { game, check: check.name, options, ...withPageKeys(outcome.verdict as Record<string, unknown>, game) };
}

/** The body as sent, or read from the query of a GET (lib/referee/query.ts). */
export type Asked = { body: unknown } | { query: URLSearchParams };
const bodyOf = (asked: Asked, check: AnyCheck) =>
  "body" in asked ? asked.body : bodyFromQuery(asked.query, check.situation);

/** `POST /api/v1/games/:game/referee/:check`: `{ options?, ...situation }` (or a GET's query). */
export function refereeStateless(gameParam: string, name: string, asked: Asked) {
  if (!isGameId(gameParam)) throw new AppError("not_found", `No game "${gameParam}". Games: ${GAME_IDS.join(", ")}.`);
  const check = findCheck(gameParam, name);
  const body = bodyOf(asked, check);
  const { options: given, ...situation } = parseWith(bodyShape, body, "The request body must be a JSON object");
  const parsed = getGame(gameParam)!.optionsSchema.safeParse(given ?? {});
  if (!parsed.success) throw invalidBody(parsed.error, "Options are not valid");
  return judge(gameParam, check, parsed.data, situation);
}

function sessionOptions(session: SessionView): unknown {
  // Stored options always parse (they were checked when the session was created); parsing fills in the types.
  return getGame(session.game)!.optionsSchema.parse(session.options);
}

function tableOf(session: SessionView): RefereeTable {
  return {
    seats: seatsInRound(session.players, session.participants),
    starter: session.next?.starter ?? null,
    dealer: session.next?.dealer ?? null,
  };
}

/** `POST /api/v1/sessions/:id/referee/:check`: the situation; options, seats and whose turn come from the session. */
export async function refereeInSession(id: string, name: string, asked: Asked) {
  const session = await getSession(id);
  const check = findCheck(session.game, name);
  const body = bodyOf(asked, check);
  const situation = parseWith(bodyShape, body, "The request body must be a JSON object");
  return judge(session.game, check, sessionOptions(session), situation, tableOf(session));
}

/** `GET /api/v1/sessions/:id/referee`: the checks a session offers and what they start from. */
export async function refereeTable(id: string) {
  const session = await getSession(id);
  const referee = refereeFor(session.game);
  const options = sessionOptions(session);
  const table = tableOf(session);
  return {
    game: session.game,
    options,
    checks: referee.checks.map((check) => ({
      name: check.name,
      summary: check.summary,
      path: `/api/v1/sessions/${session.id}/referee/${check.name}`,
    })),
    start: { round: session.next?.round ?? null, dealer: table.dealer, ...referee.start(options, table) },
  };
}
