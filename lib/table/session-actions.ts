"use server";
import { redirect } from "next/navigation";
import { roundNumber } from "../api/request";
import { type ActionResult, failure } from "../sessions/action-result";
import { leagueIdOf } from "../sessions/data";
import { tokenFor } from "./cookies";
import { writeRound } from "./page-save";
import { deleteLastRound } from "./rounds";
import { deleteSession } from "./sessions";

// Thin server actions for the pages: the same lib functions and the same input checks as the API (a round
// number as the address would be read, a body as the route reads it), errors returned for the form to show.

export type { ActionResult } from "../sessions/action-result";

/**
 * Saves a new round (number = the round it was entered as, its `round` guard) or replaces an existing one, then goes
 * to the scoreboard: for the pages that write a round and leave (history's restore, the referee, undo's redo). The
 * round forms keep theirs on the phone first and send it with POST /sessions/<id>/save (lib/table/page-save.ts).
 */
export async function saveRoundAction(
  sessionId: string,
  number: number,
  isEdit: boolean,
  entry: unknown,
): Promise<ActionResult> {
  try {
    await writeRound(sessionId, await tokenFor(sessionId), number, isEdit, entry);
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${sessionId}`);
}

export async function undoRoundAction(sessionId: string, number: number): Promise<ActionResult> {
  try {
    await deleteLastRound(sessionId, await tokenFor(sessionId), roundNumber(String(number)));
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${sessionId}`);
}

/** Deletes the whole game, then goes back to its league (or home). */
export async function deleteSessionAction(sessionId: string): Promise<ActionResult> {
  let back = "/";
  try {
    const leagueId = await leagueIdOf(sessionId);
    await deleteSession(sessionId, await tokenFor(sessionId));
    if (leagueId) back = `/leagues/${leagueId}`;
  } catch (error) {
    return failure(error);
  }
  redirect(back);
}
