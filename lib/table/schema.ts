import { z } from "zod";
import { createSessionSchema } from "../sessions/schema";

/** POST /api/v1/sessions/:id/league: the league to file the game into, with that league's token. */
export const fileIntoLeagueSchema = z.strictObject({
  leagueId: z.string().min(1).max(100),
  leagueToken: z.string().min(1).max(200),
});

export type FileIntoLeagueInput = z.output<typeof fileIntoLeagueSchema>;

/**
 * POST /sessions/:id/rematch (a page route): the rematch's id, edit token and players' ids, chosen on the phone (a
 * rematch started offline keeps its link, issue 27). The rest (game, players, rules, league) comes from the game.
 */
const { id, token, playerIds } = createSessionSchema.shape;
export const phoneRematchSchema = z.strictObject({
  id: id.unwrap(),
  token: token.unwrap(),
  playerIds: playerIds.unwrap(),
});

export type PhoneRematchInput = z.output<typeof phoneRematchSchema>;
