import "server-only";
import { parseWith } from "../api/parse";
import { tokenMatches } from "../auth/token";
import { db } from "../db";
import { AppError, notFound, ruleViolation } from "../errors";
import { violation } from "../games/violation";
import {
  membersFor,
  removeMembersFiledWith,
  requireLeague,
  stampResult,
  syncLeagueResult,
  withdrawLeagueResult,
} from "../leagues/mutations";
import { notifyRematch, publishSession, publishUnfiled } from "../live/publisher";
import { loadSessionRecord } from "../sessions/data";
import { requireToken } from "../sessions/mutations";
import { createSessionSchema } from "../sessions/schema";
import type { SessionView } from "../sessions/types";
import { readView } from "../sessions/view";
import type { FileIntoLeagueInput, PhoneRematchInput } from "./schema";
import { createSession } from "./sessions";

// At the table, after a game: play it again (rematch), file a game played outside a league into one, or take it
// out again (the Undo of filing).

/**
 * A new session with the same game, players (same seats), options and league; the first dealer moves on one seat.
 * Any token that may change the session may start its rematch. With the league's token the new game's token is
 * derived from it, as for any league game; with the game's own token it is a fresh one (the league's still works).
 * `chosen`: the id, token and player ids a phone chose (a rematch started offline, issue 27); the same rematch again
 * answers as the first (lib/table/sessions.ts createSession).
 */
export async function rematch(
  sessionId: string,
  token: string | null | undefined,
  chosen?: PhoneRematchInput,
): Promise<{ session: SessionView; token: string }> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, token);
  const old = readView(record);
  const asBefore = {
    game: old.game,
    players: old.players.map((p) => p.name),
    options: old.options,
    firstDealer: (old.firstDealer + 1) % old.players.length,
    ...(old.leagueId ? { leagueId: old.leagueId } : {}),
  };
  // The phone's ids are checked as a create's are (one player id per seat, all different).
  const input = chosen
    ? parseWith(createSessionSchema, { ...asBefore, ...chosen }, "The rematch is not valid")
    : asBefore;
  const viaLeague = record.league !== null && tokenMatches(token, record.league.tokenHash);
  let created: { session: SessionView; token: string };
  if (!old.leagueId || viaLeague) created = await createSession(input, token);
  else {
    const league = await db.league.findUnique({ where: { id: old.leagueId }, select: { id: true, game: true } });
    if (!league) throw notFound("league", old.leagueId);
    created = await createSession(input, null, league);
  }
  await notifyRematch(sessionId, created.session.id);
  return created;
}

/**
 * Files a game started outside any league into `leagueId` (both tokens needed): its players become members by
 * name, and its result (if finished) is stored in the same transaction, so the standings count it at once.
 */
export async function fileIntoLeague(
  sessionId: string,
  sessionToken: string | null | undefined,
  input: FileIntoLeagueInput,
): Promise<SessionView> {
  const record = await loadSessionRecord(sessionId);
  requireToken(record, sessionToken);
  const league = await requireLeague(input.leagueId, input.leagueToken);
  if (record.leagueId !== null) {
    const message =
      record.leagueId === league.id
        ? "This game already counts in this league."
        : "This game already counts in another league.";
    throw ruleViolation([{ code: "already_in_league", message, field: "leagueId" }]);
  }
  if (league.game && league.game !== record.game) {
    throw ruleViolation([
      {
        code: "league_game",
        message: `This league only counts ${league.game} games.`,
        field: "leagueId",
        params: { game: league.game },
      },
    ]);
  }
  const after = await db.$transaction(async (tx) => {
    // The write lock first (as every round write takes it), and only while the game is still in no league.
    const claimed = await tx.gameSession.updateMany({
      where: { id: sessionId, leagueId: null },
      data: { leagueId: league.id, updatedAt: new Date() },
    });
    if (claimed.count === 0) throw new AppError("stale_round", "This game was just changed elsewhere; reload.");
    const players = [...record.players].sort((a, b) => a.seat - b.seat);
    const members = await membersFor(
      tx,
      league.id,
      players.map((p) => p.name),
      sessionId,
    );
    for (const [seat, player] of players.entries())
      await tx.player.update({ where: { id: player.id }, data: { memberId: members[seat] ?? null } });
    const stored = await tx.gameSession.findUnique({
      where: { id: sessionId },
      include: { players: true, rounds: true },
    });
    if (!stored) throw notFound("session", sessionId);
    const view = readView(stored);
    await syncLeagueResult(view, tx);
    await stampResult(tx, sessionId);
    return view;
  });
  await publishSession(after, "filed");
  return after;
}

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
  // Its streams hear `filed` with no league (docs/api-additions.md); the league's stream the change a filing sends.
  await publishUnfiled(after, leagueId);
  return after;
}
