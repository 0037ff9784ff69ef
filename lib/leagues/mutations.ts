import "server-only";
import { hashToken, newId, newToken, tokenMatches } from "../auth/token";
import { db } from "../db";
import { AppError, notFound, ruleViolation } from "../errors";
import { violation } from "../games/violation";
import type { Prisma } from "../generated/prisma/client";
import { nameKey } from "../sessions/schema";
import type { SessionView } from "../sessions/types";
import { finishedAt, placementsOf } from "./results";
import type { CreateLeagueInput } from "./schema";
import { DEFAULT_POINTS_TABLE } from "./stats";

export async function createLeague(input: CreateLeagueInput): Promise<{ id: string; name: string; token: string }> {
  if (input.seasonStart && input.seasonEnd && input.seasonEnd < input.seasonStart) {
    throw ruleViolation([violation("season_order", "The season ends before it starts.", "seasonEnd")]);
  }
  const token = newToken();
  const league = await db.league.create({
    data: {
      id: newId(),
      name: input.name,
      tokenHash: hashToken(token),
      game: input.game ?? null,
      seasonStart: input.seasonStart ? new Date(`${input.seasonStart}T00:00:00Z`) : null,
      seasonEnd: input.seasonEnd ? new Date(`${input.seasonEnd}T23:59:59Z`) : null,
      pointsTable: JSON.stringify(input.pointsTable ?? DEFAULT_POINTS_TABLE),
    },
  });
  return { id: league.id, name: league.name, token };
}

/** 404 for an unknown league, 401 unless the token is the league's. */
export async function requireLeague(leagueId: string, token: string | null | undefined) {
  const league = await db.league.findUnique({ where: { id: leagueId } });
  if (!league) throw notFound("league", leagueId);
  if (!token)
    throw new AppError(
      "unauthorized",
      "Filing a game into a league needs the league's token (Authorization: Bearer <token>).",
    );
  if (!tokenMatches(token, league.tokenHash))
    throw new AppError("unauthorized", "The token does not match this league.");
  return league;
}

/** The league member for each name: the same name (ignoring case and spaces) is the same member; new names join. */
export async function membersFor(
  tx: Prisma.TransactionClient,
  leagueId: string,
  names: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    const member = await tx.leagueMember.upsert({
      where: { leagueId_nameKey: { leagueId, nameKey: key } },
      create: { id: newId(), leagueId, name: name.trim(), nameKey: key },
      update: {},
    });
    ids.push(member.id);
  }
  return ids;
}

/** Keeps a league game's stored result in step with its rounds: filed when finished, withdrawn otherwise. */
export async function syncLeagueResult(session: SessionView): Promise<void> {
  if (!session.leagueId) return;
  const placements = placementsOf(session);
  if (!placements) {
    await db.gameResult.deleteMany({ where: { sessionId: session.id } });
    return;
  }
  const data = {
    leagueId: session.leagueId,
    game: session.game,
    finishedAt: finishedAt(session),
    placements: JSON.stringify(placements),
  };
  await db.gameResult.upsert({
    where: { sessionId: session.id },
    create: { sessionId: session.id, ...data },
    update: data,
  });
}

export async function renameMember(
  leagueId: string,
  token: string | null,
  memberId: string,
  name: string,
): Promise<void> {
  await requireLeague(leagueId, token);
  const member = await db.leagueMember.findFirst({ where: { id: memberId, leagueId } });
  if (!member) throw notFound("member", memberId, "league");
  const clash = await db.leagueMember.findFirst({ where: { leagueId, nameKey: nameKey(name), NOT: { id: memberId } } });
  if (clash) {
    const message = `"${name.trim()}" is already a member: merge them instead.`;
    throw ruleViolation([violation("member_exists", message, "name", { name: name.trim() })]);
  }
  await db.leagueMember.update({ where: { id: memberId }, data: { name: name.trim(), nameKey: nameKey(name) } });
}

/** Merges member `fromId` into `intoId`: their games become the other's; refused if both played the same game. */
export async function mergeMembers(
  leagueId: string,
  token: string | null,
  fromId: string,
  intoId: string,
): Promise<void> {
  await requireLeague(leagueId, token);
  if (fromId === intoId)
    throw ruleViolation([violation("merge_same", "Choose two different members to merge.", "into")]);
  const both = await db.leagueMember.findMany({
    where: { leagueId, id: { in: [fromId, intoId] } },
    include: { players: { select: { sessionId: true } } },
  });
  if (both.length !== 2) {
    const missing = both.some((m) => m.id === fromId) ? intoId : fromId;
    throw notFound("member", missing, "league");
  }
  const sessions = both.map((m) => new Set(m.players.map((p) => p.sessionId)));
  const shared = [...sessions[0]!].some((id) => sessions[1]!.has(id));
  if (shared) {
    const message = "These two played in the same game, so they are different people.";
    throw ruleViolation([violation("merge_same_game", message, "into")]);
  }
  await db.$transaction([
    db.player.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } }),
    db.leagueMember.delete({ where: { id: fromId } }),
  ]);
}
