import { z } from "zod";

/** POST /api/v1/sessions/:id/league: the league to file the game into, with that league's token. */
export const fileIntoLeagueSchema = z.strictObject({
  leagueId: z.string().min(1).max(100),
  leagueToken: z.string().min(1).max(200),
});

export type FileIntoLeagueInput = z.output<typeof fileIntoLeagueSchema>;
