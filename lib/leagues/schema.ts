import { z } from "zod";
import { GAME_IDS } from "../games/game-ids";
import { leagueNameSchema, playerNameSchema } from "../sessions/schema";

const day = z.iso.date();

/** Members of one league: far more than any club, few enough that its standings stay one page (docs/limits.md). */
export const MAX_LEAGUE_MEMBERS = 1000;

export const createLeagueSchema = z.strictObject({
  name: leagueNameSchema,
  /** Only this game counts; absent: every game. */
  game: z.enum(GAME_IDS).nullable().optional(),
  seasonStart: day.nullable().optional(),
  seasonEnd: day.nullable().optional(),
  /** League points per place, 1st first. */
  pointsTable: z.array(z.number().int().min(0).max(1000)).min(1).max(12).optional(),
});
export type CreateLeagueInput = z.output<typeof createLeagueSchema>;

/** Filters of the standings: a game and a date range (a season). */
export const standingsFilterSchema = z.object({
  game: z.enum(GAME_IDS).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type StandingsFilter = z.output<typeof standingsFilterSchema>;

/**
 * Evenings on one page of the league page, newest first; older ones are a link away. Each game's card travels twice
 * (markup and the React payload), so the page's size and render time follow this (docs/decisions/019-fast-pages.md).
 */
export const EVENINGS_PER_PAGE = 5;
/** The league page's rating race shows this many of the latest games (a phone can neither load nor read 5,000). */
export const RACE_WINDOW = 50;

/** The league page's own parameters beside the filter: which page of evenings (1: the newest; anything odd: 1). */
export const leaguePageSchema = z.object({
  evenings: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export const renameMemberSchema = z.strictObject({ name: playerNameSchema });
export const mergeMembersSchema = z.strictObject({ into: z.string().min(1) });
