import { z } from "zod";
import type { ErrorCode } from "../errors";
import { GAME_IDS } from "../games/game-ids";

// The API's answers as zod schemas: the one description of each JSON shape the handlers return. The OpenAPI
// document (document.ts) is generated from them, and the API tests check every answer against that document.
// Strict objects: a field a handler returns that is not listed here fails the contract tests.

const id = z.string().min(1);
const playerId = z.string().min(1).meta({ description: "A player id the session returned (`players[].id`)." });
const time = z.iso.datetime({ offset: true });
const day = z.iso.date();
const count = z.number().int().min(0);

export const gameIdSchema = z.enum(GAME_IDS).meta({ id: "GameId", description: "The game's id." });

export const violationSchema = z
  .strictObject({
    code: z.string().meta({ description: "Stable code, e.g. `tricks_total`; the pages translate it." }),
    message: z.string().meta({ description: "The English sentence." }),
    field: z.string().optional().meta({ description: "The input it belongs to, e.g. `hands.<playerId>`." }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: "Violation", description: "A rule the entry breaks." });

const nextRoundSchema = z
  .strictObject({ round: z.number().int().min(1), dealer: playerId, starter: playerId })
  .meta({ id: "NextRound", description: "Who deals and who starts a round." });

const standingSchema = z
  .strictObject({
    playerId,
    name: z.string(),
    rank: z.number().int().min(1).meta({ description: "1 is best; competition ranking (1, 1, 3)." }),
    score: z.number().optional().meta({ description: "Nines: penalty total; Ninety-Nine tricks: points." }),
    strikes: count.optional().meta({ description: "Ninety-Eight." }),
    lives: count.optional().meta({ description: "Adding game: tokens left." }),
    out: z.boolean().optional().meta({ description: "Out of the game (Ninety-Eight, adding game)." }),
    team: z.number().int().min(1).optional().meta({ description: "Team Ninety-Eight." }),
    chips: z.number().optional().meta({ description: "Net chip balance when stakes are on." }),
  })
  .meta({
    id: "Standing",
    description: "One row of a session's standings; which measures appear depends on the game.",
  });

const scoresSchema = z.record(z.string(), z.number());

/** A round entry as stored: the game's own shape (see the round entry schemas of `POST …/rounds`). */
const storedEntrySchema = z
  .record(z.string(), z.unknown())
  .meta({ description: "The round entry in the game's shape (see `RoundEntry`)." });

export const roundSchema = z
  .strictObject({
    number: z.number().int().min(1),
    entry: storedEntrySchema,
    scores: scoresSchema.meta({ description: "The round's score per player id (game-specific meaning)." }),
    tiebreak: z.boolean().meta({ description: "A tie-break round: scores shown, not added." }),
    totals: scoresSchema.meta({ description: "Every player's running total after this round." }),
    seats: nextRoundSchema.nullable(),
    createdAt: time,
    updatedAt: time,
  })
  .meta({ id: "Round" });

const progressSchema = z
  .strictObject({
    playsTo: z.number().int().optional(),
    rounds: z.strictObject({ played: count, total: count }).optional(),
    lives: count.optional(),
  })
  .meta({ description: "How far the game has come, as its own rules measure it." });

const sessionShape = {
  id,
  game: gameIdSchema,
  createdAt: time,
  updatedAt: time,
  options: z
    .record(z.string(), z.unknown())
    .meta({ description: "Every option with its effective value (defaults filled in)." }),
  firstDealer: count.meta({ description: "Seat of the first dealer." }),
  players: z.array(z.strictObject({ id: playerId, name: z.string(), seat: count })),
  rounds: z.array(roundSchema),
  standings: z.array(standingSchema),
  status: z.enum(["active", "tiebreak", "finished"]),
  winners: z.array(playerId).meta({ description: "Empty until the game is finished." }),
  tiebreak: z.strictObject({ players: z.array(playerId) }).nullable(),
  next: nextRoundSchema.nullable(),
  participants: z.array(playerId).meta({ description: "Who takes part in the next round." }),
  progress: progressSchema,
  extra: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  leagueId: id.nullable(),
  version: count.meta({ description: "Changes made to the rounds so far; what the event stream counts on." }),
  playedOn: day,
  problem: z
    .strictObject({ round: z.number().int(), violations: z.array(violationSchema) })
    .optional()
    .meta({ description: "Only when stored rounds no longer pass the rules (should never happen)." }),
};

export const sessionSchema = z.strictObject(sessionShape).meta({ id: "Session" });

export const tokenSchema = z
  .string()
  .min(1)
  .meta({ description: "The secret for `Authorization: Bearer <token>`; shown once, in this answer only." });

export const createdSessionSchema = z
  .strictObject({ ...sessionShape, token: tokenSchema })
  .meta({ id: "CreatedSession", description: "The new session plus its token." });

export const roundResultSchema = z
  .strictObject({
    round: roundSchema,
    session: sessionSchema,
    version: count.meta({
      description:
        "The session's version this write produced. A repeat with the same `Idempotency-Key`: the first write's " +
        "version, while `session` is the session as it is now.",
    }),
  })
  .meta({ id: "RoundResult" });
export const sessionResultSchema = z.strictObject({ session: sessionSchema }).meta({ id: "SessionResult" });
export const deletedSchema = z.strictObject({ deleted: z.literal(true) }).meta({ id: "Deleted" });

const changeShape = {
  id,
  at: time,
  kind: z.enum(["added", "edited", "undone"]),
  round: z.number().int().min(1),
  entry: storedEntrySchema.meta({ description: "The entry after the change; for `undone`, the entry removed." }),
  previous: storedEntrySchema.optional().meta({ description: "The entry an edit replaced." }),
};

export const historySchema = z
  .strictObject({
    changes: z.array(z.strictObject(changeShape).meta({ id: "RoundChange" })),
    hasMore: z.boolean().meta({ description: "Whether more changes follow this page." }),
    next: z.number().int().min(1).nullable().meta({
      description: "The `after` of the next page (the version of this page's last change); null: the last page.",
    }),
  })
  .meta({
    id: "History",
    description: "One page of the changes to the rounds, oldest first; all pages in turn give every change.",
  });

const memberSchema = z.strictObject({ id, name: z.string() }).meta({ id: "Member" });

export const createdLeagueSchema = z
  .strictObject({ id, name: z.string(), token: tokenSchema })
  .meta({ id: "CreatedLeague" });

export const leagueSchema = z
  .strictObject({
    id,
    name: z.string(),
    game: gameIdSchema.nullable().meta({ description: "Only this game counts; null: every game." }),
    seasonStart: day.nullable(),
    seasonEnd: day.nullable(),
    pointsTable: z.array(count).meta({ description: "League points per place, 1st first." }),
    createdAt: time,
    members: z.array(memberSchema),
    evenings: z.array(
      z.strictObject({
        date: day,
        games: z.array(
          z.strictObject({
            id,
            game: gameIdSchema,
            createdAt: time,
            status: z.enum(["active", "tiebreak", "finished"]),
            players: z.array(z.string()),
            winners: z.array(z.string()),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "League", description: "The league, its members and every game by evening, newest first." });

export const standingRowSchema = z
  .strictObject({
    memberId: id,
    name: z.string(),
    played: count,
    wins: count,
    winRate: z.number().min(0).max(1),
    averagePlacement: z.number(),
    points: z.number(),
    rating: z.strictObject({ mu: z.number(), sigma: z.number() }),
    ratingEstimate: z.number().meta({ description: "mu − 3σ." }),
    provisional: z.boolean().meta({ description: "Too few games for the rating to mean much." }),
    streak: z.strictObject({ kind: z.enum(["W", "L"]), length: z.number().int().min(1) }).nullable(),
  })
  .meta({ id: "LeagueStanding" });

export const standingsFilterOutput = z.strictObject({
  game: gameIdSchema.optional(),
  from: day.optional(),
  to: day.optional(),
});

export const leagueStandingsSchema = z
  .strictObject({
    standings: z.array(standingRowSchema),
    games: count.meta({ description: "Finished games counted." }),
    filter: standingsFilterOutput,
  })
  .meta({ id: "LeagueStandings" });

export const renamedMemberSchema = memberSchema;
export const mergedMemberSchema = z.strictObject({ merged: id, into: id }).meta({ id: "MergedMember" });

export const leagueStandingsExportSchema = z
  .strictObject({ league: z.string(), standings: z.array(standingRowSchema) })
  .meta({ id: "LeagueStandingsExport" });

export const leagueGamesExportSchema = z
  .strictObject({
    league: z.string(),
    games: z.array(
      z.strictObject({
        sessionId: id,
        game: z.string(),
        finishedAt: time,
        placements: z.array(
          z.strictObject({
            memberId: id,
            rank: z.number().int().min(1),
            score: z.number().optional(),
            name: z.string().optional(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "LeagueGamesExport" });

export const sessionExportSchema = z
  .strictObject({
    id,
    game: gameIdSchema,
    playedOn: day,
    status: z.enum(["active", "tiebreak", "finished"]),
    options: z.record(z.string(), z.unknown()),
    players: z.array(z.strictObject({ id: playerId, name: z.string(), seat: count })),
    winners: z.array(z.string()).meta({ description: "The winners' names." }),
    standings: z.array(standingSchema),
    rounds: z.array(
      z.strictObject({
        number: z.number().int().min(1),
        tiebreak: z.boolean(),
        players: z.array(z.strictObject({ id: playerId, name: z.string(), score: z.number(), total: z.number() })),
      }),
    ),
  })
  .meta({ id: "SessionExport", description: "One game as a file (`format=json`)." });

export const healthSchema = z
  .strictObject({
    ok: z.literal(true),
    repair: z
      .strictObject({
        running: z.boolean().meta({ description: "True while the repair runs; false once it has finished." }),
        done: z.number().int().min(0).meta({ description: "Items repaired so far (sessions, league games, leagues)." }),
        total: z.number().int().min(0).meta({ description: "Items found to repair so far (grows as it goes on)." }),
      })
      .optional()
      .meta({
        description:
          "The start-up repair of stored derived data (summaries, league results, standings), once one has started in this server process. It runs in the background: the server answers meanwhile, and reads compute what is not stored yet.",
      }),
  })
  .meta({ id: "Health" });
export const healthDownSchema = z
  .strictObject({
    ok: z.literal(false),
    error: z.strictObject({ code: z.literal("database_unavailable" satisfies ErrorCode), message: z.string() }),
  })
  .meta({ id: "HealthDown" });
