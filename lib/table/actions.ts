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

/** A form field as a string ("" when it is missing or a file). */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

// The filing and its Undo are forms (action state, form data) so that a tap before the page hydrates still posts:
// React and Next submit a server action's form without JavaScript (components/live/file-into-league.tsx).

/** Files this game into a league this phone holds the token of (form fields `sessionId`, `leagueId`). */
export async function fileIntoLeagueAction(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  const sessionId = field(form, "sessionId");
  const leagueId = field(form, "leagueId");
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
export async function unfileFromLeagueAction(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  const sessionId = field(form, "sessionId");
  const leagueId = field(form, "leagueId");
  try {
    const token = (await tokenFor(sessionId)) ?? (await leagueTokenFor(leagueId));
    await unfileFromLeague(sessionId, token, leagueId);
  } catch (error) {
    return failure(error);
  }
  // The page says so (components/scoreboard/league-line.tsx) and offers the filing panel again.
  redirect(`/sessions/${sessionId}?unfiled=${encodeURIComponent(leagueId)}`);
}
