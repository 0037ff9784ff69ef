"use server";
import { redirect } from "next/navigation";
import { parseWith } from "../api/parse";
import { rememberRecent } from "../recent/cookies";
import type { ActionResult } from "../sessions/action-result";
import { failure } from "../sessions/action-result";
import { backupFileName, backupText, toBackupDocument } from "./backup";
import { leagueTokenFor, rememberLeagueToken } from "./cookies";
import { canEditLeague, loadLeagueBackup } from "./data";
import { createLeague, mergeMembers, renameMember } from "./mutations";
import { createLeagueSchema, mergeMembersSchema, renameMemberSchema } from "./schema";

// The same schemas as the API routes, with the same wording, so a page and a script are refused alike.

export async function createLeagueAction(input: unknown): Promise<ActionResult> {
  let id: string;
  try {
    const league = await createLeague(parseWith(createLeagueSchema, input, "Check the form"));
    await rememberLeagueToken(league.id, league.token);
    await rememberRecent("league", league.id);
    id = league.id;
  } catch (error) {
    return failure(error);
  }
  redirect(`/leagues/${id}`);
}

export async function renameMemberAction(
  leagueId: string,
  memberId: string,
  name: string,
): Promise<ActionResult | { ok: true }> {
  try {
    const parsed = parseWith(renameMemberSchema, { name }, "The member is not valid");
    await renameMember(leagueId, await leagueTokenFor(leagueId), memberId, parsed.name);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function mergeMembersAction(
  leagueId: string,
  fromId: string,
  intoId: string,
): Promise<ActionResult | { ok: true }> {
  try {
    const { into } = parseWith(mergeMembersSchema, { into: intoId }, "The merge is not valid");
    await mergeMembers(leagueId, await leagueTokenFor(leagueId), fromId, into);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** The league's backup for the phone holding its token (the cookie never leaves the server): the file to save. */
export async function leagueBackupAction(
  leagueId: string,
): Promise<ActionResult | { ok: true; file: string; json: string }> {
  try {
    const document = toBackupDocument(await loadLeagueBackup(leagueId, await leagueTokenFor(leagueId)), new Date());
    // Compact, as the API sends it: indented, a league's file was twice the size for the same restore.
    return { ok: true, file: backupFileName(document), json: backupText(document) };
  } catch (error) {
    return failure(error);
  }
}

/**
 * After a restore (POST /api/v1/leagues/import from the page, which may exceed a server action's body limit):
 * keeps the new league's token on this phone, as for a created league, and opens it.
 */
export async function rememberRestoredLeagueAction(leagueId: string, token: string): Promise<void> {
  if (!(await canEditLeague(leagueId, token))) return;
  await rememberLeagueToken(leagueId, token);
  await rememberRecent("league", leagueId);
  redirect(`/leagues/${leagueId}`);
}
