import { z } from "zod";
import { GAME_IDS } from "../games/game-ids";
import { playerNameSchema } from "../sessions/schema";

const day = z.iso.date();

export const createLeagueSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .refine((name) => name.length > 0, { error: "A league needs a name.", params: { code: "league_name_required" } })
    .refine((name) => name.length <= 60, {
      error: "League names are at most 60 characters.",
      params: { code: "league_name_too_long", max: 60 },
    }),
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

export const renameMemberSchema = z.strictObject({ name: playerNameSchema });
export const mergeMembersSchema = z.strictObject({ into: z.string().min(1) });
