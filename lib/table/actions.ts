"use server";
import { redirect } from "next/navigation";
import { leagueTokenFor } from "../leagues/cookies";
import { type ActionResult, failure } from "../sessions/action-result";
import { rememberNewGame, tokenFor } from "./cookies";
import { fileIntoLeague, rematch, unfileFromLeague } from "./mutations";

// The pages' rematch and add-to-league: the API's functions with the tokens this phone keeps in its cookies.

/** Starts the rematch and opens it; this phone keeps the new game's token, as when it creates a game. */
export async function rematchAction(sessionId: string): Promise<ActionResult> {
  let id: string;
  try {
    const { session, token } = await rematch(sessionId, await tokenFor(sessionId));
    await rememberNewGame(session.id, token);
    id = session.id;
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${id}`);
}

/** Files this game into a league this phone holds the token of. */
export async function fileIntoLeagueAction(sessionId: string, leagueId: string): Promise<ActionResult> {
  try {
    const leagueToken = (await leagueTokenFor(leagueId)) ?? "";
    await fileIntoLeague(sessionId, await tokenFor(sessionId), { leagueId, leagueToken });
  } catch (error) {
    return failure(error);
  }
  // The page says where the game went (components/scoreboard/league-line.tsx): the panel that asked is gone.
  redirect(`/sessions/${sessionId}?filed=${encodeURIComponent(leagueId)}`);
}

/** The Undo of "Filed into …": takes the game out of the league again, with this phone's token for the game. */
export async function unfileFromLeagueAction(sessionId: string, leagueId: string): Promise<ActionResult> {
  try {
    const token = (await tokenFor(sessionId)) ?? (await leagueTokenFor(leagueId));
    await unfileFromLeague(sessionId, token, leagueId);
  } catch (error) {
    return failure(error);
  }
  // The page says so (components/scoreboard/league-line.tsx) and offers the filing panel again.
  redirect(`/sessions/${sessionId}?unfiled=${encodeURIComponent(leagueId)}`);
}
