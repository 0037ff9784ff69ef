"use server";
import { redirect } from "next/navigation";
import { AppError, type ErrorCode } from "../errors";
import type { Violation } from "../games/types";
import { rememberToken, tokenFor } from "./cookies";
import { addRound, createSession, deleteLastRound, replaceRound } from "./mutations";
import { createSessionSchema } from "./schema";

// Thin server actions for the pages: the same lib functions as the API, errors returned for the form to show.

export type ActionResult = { ok: false; code: ErrorCode | "internal"; message: string; violations: Violation[] };

function failure(error: unknown): ActionResult {
  if (error instanceof AppError) {
    const details = error.details as { violations?: Violation[]; issues?: Array<{ path: string | unknown[]; message: string }> } | undefined;
    const violations =
      details?.violations ??
      (details?.issues ?? []).map((issue) => ({
        code: "invalid_value",
        message: issue.message,
        field: Array.isArray(issue.path) ? issue.path.join(".") : issue.path,
      }));
    return { ok: false, code: error.code, message: error.message, violations };
  }
  console.error("[deckside] action failed", error);
  return { ok: false, code: "internal", message: "Something went wrong; nothing was saved.", violations: [] };
}

export async function createSessionAction(input: unknown): Promise<ActionResult> {
  let id: string;
  try {
    const parsed = createSessionSchema.safeParse(input);
    if (!parsed.success) throw new AppError("invalid_body", "Check the form.", { issues: parsed.error.issues });
    const { session, token } = await createSession(parsed.data);
    await rememberToken(session.id, token);
    id = session.id;
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${id}`);
}

/** Saves a new round (number = the round the form was opened for) or replaces an existing one. */
export async function saveRoundAction(sessionId: string, number: number, isEdit: boolean, entry: unknown): Promise<ActionResult> {
  try {
    const token = await tokenFor(sessionId);
    const body = { ...(entry as object), round: number };
    if (isEdit) await replaceRound(sessionId, token, number, body);
    else await addRound(sessionId, token, body);
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${sessionId}`);
}

export async function undoRoundAction(sessionId: string, number: number): Promise<ActionResult> {
  try {
    await deleteLastRound(sessionId, await tokenFor(sessionId), number);
  } catch (error) {
    return failure(error);
  }
  redirect(`/sessions/${sessionId}`);
}
