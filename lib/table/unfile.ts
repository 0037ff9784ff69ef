import "server-only";
import { db } from "../db";
import { AppError, notFound, ruleViolation } from "../errors";
import { violation } from "../games/violation";
import { removeMembersFiledWith, withdrawLeagueResult } from "../leagues/mutations";
import { publishSession } from "../live/publisher";
import { loadSessionRecord } from "../sessions/data";
import { requireToken } from "../sessions/mutations";
import type { SessionView } from "../sessions/types";
import { readView } from "../sessions/view";

/**
 * Takes a game filed into a league out of it again (the Undo of "Filed into …", issue 28), as if it had never been
 * filed: in one transaction the game leaves the league, its players leave their members, the members its filing
 * created that have no other game go, and the stored standings are recomputed from the game's date without it.
 * `expected`: the league the caller means, if it says (a game since moved is refused, not taken out of another).
 * Any token that may change the game may do it (its own or the league's), as deleting the game may.
 */
export async function unfileFromLeague(
  sessionId: string,
  token: string | null | undefined,
  expected?: string,
): Promise<SessionView> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  const leagueId = record.leagueId;
  if (leagueId === null || (expected !== undefined && leagueId !== expected))
    throw ruleViolation([violation("not_in_league", "This game does not count in this league.", "leagueId")]);
  const after = await db.$transaction(async (tx) => {
    // The write lock first (as filing takes it), and only while the game is still in that league.
    const claimed = await tx.gameSession.updateMany({
      where: { id: sessionId, leagueId },
      data: { leagueId: null, updatedAt: new Date() },
    });
    if (claimed.count === 0) throw new AppError("stale_round", "This game was just changed elsewhere; reload.");
    await tx.player.updateMany({ where: { sessionId }, data: { memberId: null } });
    await withdrawLeagueResult(tx, sessionId);
    await removeMembersFiledWith(tx, leagueId, sessionId);
    const stored = await tx.gameSession.findUnique({
      where: { id: sessionId },
      include: { players: true, rounds: true },
    });
    if (!stored) throw notFound("session", sessionId);
    return readView(stored);
  });
  // Its streams hear `filed` with no league (docs/api-additions.md).
  await publishSession(after, "filed");
  return after;
}
