"use server";
import { redirect } from "next/navigation";
import { parseWith } from "../api/parse";
import { roundNumber } from "../api/request";
import { leagueTokenFor } from "../leagues/cookies";
import { type ActionResult, failure } from "../sessions/action-result";
import { leagueIdOf } from "../sessions/data";
import { createSessionSchema } from "../sessions/schema";
import { rememberNewGame, tokenFor } from "./cookies";
import { addRound, deleteLastRound, replaceRound } from "./rounds";
import { createSession, deleteSession } from "./sessions";

// Thin server actions for the pages: the same lib functions and the same input checks as the API (a round
// number as the address would be read, a body as the route reads it), errors returned for the form to show.

export type { ActionResult } from "../sessions/action-result";

export async function createSessionAction(input: unknown): Promise<ActionResult> {
  let id: string;
  try {
    const parsed = parseWith(createSessionSchema, input, "Check the form");
    const leagueToken = parsed.leagueId ? await leagueTokenFor(parsed.leagueId) : null;
    const { session, token } = await createSession(parsed, leagueToken);
    await rememberNewGame(session.id, token);
    id = session.id;
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${id}`);
}

/** Saves a new round (number = the round the form was opened for) or replaces an existing one. */
export async function saveRoundAction(
  sessionId: string,
  number: number,
  isEdit: boolean,
  entry: unknown,
): Promise<ActionResult> {
  const result = await sendQueuedRoundAction(sessionId, number, isEdit, entry);
  if (!result.ok) return result;
  redirect(`/sessions/${sessionId}`);
}

/**
 * Saves a round and answers instead of navigating: the offline queue (lib/offline/) sends its waiting rounds one
 * after the other with it, and shows a refusal next to the round it concerns.
 */
export async function sendQueuedRoundAction(
  sessionId: string,
  number: number,
  isEdit: boolean,
  entry: unknown,
): Promise<ActionResult | { ok: true; version: number }> {
  try {
    const token = await tokenFor(sessionId);
    // The round the form was opened for travels as the API's `round` guard; a body that is no object is refused
    // by the entry's schema, as in the API.
    const isObject = typeof entry === "object" && entry !== null && !Array.isArray(entry);
    const body = isObject ? { ...entry, round: number } : entry;
    const saved = isEdit
      ? await replaceRound(sessionId, token, roundNumber(String(number)), body)
      : await addRound(sessionId, token, body);
    return { ok: true, version: saved.session.version };
  } catch (error) {
    return failure(error);
  }
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
