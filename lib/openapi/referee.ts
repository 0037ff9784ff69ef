import { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import { GAME_IDS } from "../games/game-ids";
import type { RefereeCheck } from "../games/referee/types";
import { refereeOf } from "../games/referee-registry";
import { OPTION_SCHEMAS } from "./options";
import { gameIdSchema } from "./schemas";

// The referee's checks in the document (issue 25), read from the games' referee registry: one concrete path per game
// and check (`/api/v1/games/nines/referee/play`), so each has its own body, answer and worked example, plus the
// generic address the route serves (`{game}`, `{check}`), which answers 404 for a game or check that does not exist.

// biome-ignore lint/suspicious/noExplicitAny: a check of any game.
type AnyCheck = RefereeCheck<any, any, any>;
type Example = Record<string, { summary: string; value: unknown }>;
export type RefereeOperation = (spec: {
  id: string;
  summary: string;
  description: string;
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  examples?: Example;
  ok: Record<string, unknown>;
}) => ZodOpenApiOperationObject;

const pascal = (text: string) => text.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const answerMeta = {
  game: gameIdSchema,
  check: z.string().meta({ description: "The check's name (the last address segment)." }),
  options: z.record(z.string(), z.unknown()).meta({ description: "The options it judged by, defaults filled in." }),
};

/** The answer: the verdict plus the game, the check and the options in force. */
const answerOf = (check: AnyCheck) => check.verdict.extend(answerMeta);

function json(schema: z.ZodType, description: string) {
  return { description, content: { "application/json": { schema } } };
}

const sessionPath = z.object({ id: z.string().meta({ description: "The session's id." }) });

/** The situation as a session sends it: no seats needed (the session's), example names become nobody's. */
function sessionExample(check: AnyCheck) {
  const { seats: _s, player: _p, leader: _l, ...rest } = check.example.situation;
  return rest;
}

/** The situation as GET's query parameters (lists repeated or comma-separated; `plays` only in a body). */
function queryOf(check: AnyCheck): z.ZodObject {
  const situation = check.situation as z.ZodObject;
  return "plays" in situation.shape ? situation.omit({ plays: true }) : situation.extend({});
}

const QUERY_TEXT =
  "\n\n`GET` asks the same with the situation as query parameters: lists repeated or comma-separated " +
  "(`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.";

export function refereePaths(operation: RefereeOperation) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  const answers: z.ZodType[] = [];
  const seen = new Map<string, { check: AnyCheck; games: string[] }>();
  for (const game of GAME_IDS) {
    const options = OPTION_SCHEMAS[game];
    for (const check of refereeOf(game)?.checks ?? []) {
      const answer = answerOf(check).meta({ id: `${pascal(game)}${pascal(check.name)}Answer` });
      answers.push(answer);
      const body = (check.situation as z.ZodObject).extend({
        options: options
          .optional()
          .meta({ description: `The game's options (as \`POST /api/v1/sessions\` takes them).` }),
      });
      const { example } = check;
      paths[`/api/v1/games/${game}/referee/${check.name}`] = {
        post: operation({
          id: `referee${pascal(game)}${pascal(check.name)}`,
          summary: check.summary,
          description: `${check.description}\n\nStateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).`,
          body,
          examples: {
            sheet: {
              summary: example.summary,
              value: { ...(example.options ? { options: example.options } : {}), ...example.situation },
            },
          },
          ok: json(answer, "The verdict."),
        }),
        get: operation({
          id: `referee${pascal(game)}${pascal(check.name)}Query`,
          summary: `${check.summary} (as a query)`,
          description: `${check.summary}: the POST above, asked with GET.${QUERY_TEXT}`,
          query: queryOf(check),
          ok: json(answer, "The verdict."),
        }),
      };
      const shared = seen.get(check.name);
      if (shared) shared.games.push(game);
      else seen.set(check.name, { check, games: [game] });
    }
  }
  for (const [name, { check, games }] of seen) {
    const answer = check.verdict.extend({ ...answerMeta, game: z.enum(games as [string, ...string[]]) });
    paths[`/api/v1/sessions/{id}/referee/${name}`] = {
      post: operation({
        id: `sessionReferee${pascal(name)}`,
        summary: `${check.summary} (in a session)`,
        description:
          `${check.description}\n\nWith the session's options; the seats are the players of its next round and the ` +
          `player to play (or lead) defaults to its starter. For a session of ${games.map((g) => `\`${g}\``).join(" or ")}; ` +
          "another game's session answers 404. Read-only: no token.",
        path: sessionPath,
        // Inline, as the concrete stateless bodies: a request body documents what may be left out (defaults).
        body: (check.situation as z.ZodObject).extend({}),
        examples: { sheet: { summary: check.example.summary, value: sessionExample(check) } },
        ok: json(answer, "The verdict."),
      }),
      get: operation({
        id: `sessionReferee${pascal(name)}Query`,
        summary: `${check.summary} (in a session, as a query)`,
        description: `${check.summary}: the POST above, asked with GET.${QUERY_TEXT}`,
        path: sessionPath,
        query: queryOf(check),
        ok: json(answer, "The verdict."),
      }),
    };
  }
  const anyAnswer = z.union(answers as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  const anyBody = z
    .record(z.string(), z.unknown())
    .meta({ description: "The check's situation (see the concrete paths)." });
  paths["/api/v1/games/{game}/referee/{check}"] = {
    post: operation({
      id: "refereeCheck",
      summary: "Any referee check (the address every check above is served at)",
      description:
        "`{game}` a game id, `{check}` one of its checks (above); anything else answers 404. The body is " +
        "`{ options?, ...situation }` as the concrete path documents it.",
      path: z.object({ game: z.string(), check: z.string() }),
      body: anyBody,
      ok: json(anyAnswer, "The verdict."),
    }),
    get: operation({
      id: "refereeCheckQuery",
      summary: "Any referee check, as a query",
      description: `The situation as query parameters.${QUERY_TEXT}`,
      path: z.object({ game: z.string(), check: z.string() }),
      query: z.object({}),
      ok: json(anyAnswer, "The verdict."),
    }),
  };
  paths["/api/v1/sessions/{id}/referee/{check}"] = {
    post: operation({
      id: "sessionRefereeCheck",
      summary: "Any referee check in a session",
      description: "`{check}` one of the checks the session's game offers (`GET …/referee` lists them).",
      path: z.object({ id: z.string(), check: z.string() }),
      body: anyBody,
      ok: json(anyAnswer, "The verdict."),
    }),
    get: operation({
      id: "sessionRefereeCheckQuery",
      summary: "Any referee check in a session, as a query",
      description: `The situation as query parameters.${QUERY_TEXT}`,
      path: z.object({ id: z.string(), check: z.string() }),
      query: z.object({}),
      ok: json(anyAnswer, "The verdict."),
    }),
  };
  paths["/api/v1/sessions/{id}/referee"] = {
    get: operation({
      id: "sessionReferee",
      summary: "A session's referee checks and what they start from",
      description:
        "The checks its game offers, the options in force, and the seats, opener and opening total of its next round.",
      path: sessionPath,
      ok: json(refereeTableSchema, "The checks and their starting point."),
    }),
  };
  return paths;
}

const refereeTableSchema = z
  .strictObject({
    game: gameIdSchema,
    options: z.record(z.string(), z.unknown()),
    checks: z.array(z.strictObject({ name: z.string(), summary: z.string(), path: z.string() })),
    start: z.record(z.string(), z.unknown()).meta({
      description: "What the checks start from: `round`, `dealer`, `seats`, `player`/`leader`, `direction`, `total`, …",
    }),
  })
  .meta({ id: "RefereeTable" });
