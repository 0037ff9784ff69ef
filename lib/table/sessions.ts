import "server-only";
import { membersFor, requireLeague, withdrawLeagueResult } from "../leagues/mutations";
import { publishDeleted, publishSession } from "../live/publisher";
import { loadSessionRecord } from "../sessions/data";
import {
  deleteSessionRow,
  insertSession,
  isUniqueViolation,
  ormTransaction,
  prepareSession,
  repeatedCreate,
  requireToken,
} from "../sessions/mutations";
import type { CreateSessionInput } from "../sessions/schema";
import type { SessionView } from "../sessions/types";

// Creating and deleting a session as use cases: the session's rows, its league's members and result, one
// transaction; then the live event.

/**
 * Creates a session; the token is returned here once and never again. Filing it into a league needs the
 * league's token; its players become league members by name. A client may choose the id, token and player ids
 * (`input.id`, a game started offline on a phone): the same create again answers as the first did.
 */
export async function createSession(
  input: CreateSessionInput,
  leagueToken?: string | null,
  /** A league the caller may already file into (a rematch of its game, lib/table): no league token needed. */
  checkedLeague?: { id: string; game: string | null },
): Promise<{ session: SessionView; token: string }> {
  const league =
    checkedLeague ?? (input.leagueId !== undefined ? await requireLeague(input.leagueId, leagueToken) : null);
  const created = prepareSession(input, league, leagueToken);
  let session: SessionView;
  try {
    session = await ormTransaction(async (tx) => {
      const members = league ? await membersFor(tx, league.id, input.players) : [];
      return insertSession(tx, created, members);
    });
  } catch (error) {
    // A chosen id already taken (or a chosen player id): the same create again answers as the first, else 409.
    if (input.id === undefined || !isUniqueViolation(error)) throw error;
    return { session: await repeatedCreate(created, input.playerIds !== undefined), token: created.token };
  }
  await publishSession(session, "created");
  return { session, token: created.token };
}

/** Deletes a whole session (and its league result). */
export async function deleteSession(sessionId: string, token: string | null | undefined): Promise<void> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  await ormTransaction(async (tx) => {
    await withdrawLeagueResult(tx, sessionId);
    await deleteSessionRow(tx, sessionId);
  });
  await publishDeleted(sessionId, record.leagueId);
}
