import "server-only";
import { hashToken, newId, newToken, tokenMatches } from "../auth/token";
import { db } from "../db";
import { AppError, notFound, ruleViolation } from "../errors";
import { violation } from "../games/violation";
import type { Prisma } from "../generated/prisma/client";
import { nameKey } from "../sessions/schema";
import type { SessionView } from "../sessions/types";
import { toSessionView } from "../sessions/view";
import type { ImportPlan } from "./backup";
import { resultMatches, resultRow } from "./results";
import { type CreateLeagueInput, MAX_LEAGUE_MEMBERS } from "./schema";
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
  // Counted after the upserts, inside the caller's transaction: a refusal writes nothing.
  if ((await tx.leagueMember.count({ where: { leagueId } })) > MAX_LEAGUE_MEMBERS)
    throw new AppError(
      "too_many_members",
      `A league has at most ${MAX_LEAGUE_MEMBERS} members; merge or reuse names.`,
      {
        max: MAX_LEAGUE_MEMBERS,
      },
    );
  return ids;
}

/**
 * Keeps a league game's stored result in step with its rounds: filed when finished, withdrawn otherwise.
 * `client`: the transaction that writes the rounds, so the result lands with them.
 */
export async function syncLeagueResult(session: SessionView, client: Prisma.TransactionClient = db): Promise<void> {
  if (!session.leagueId) return;
  const data = resultRow(session);
  if (!data) {
    await client.gameResult.deleteMany({ where: { sessionId: session.id } });
    return;
  }
  await client.gameResult.upsert({
    where: { sessionId: session.id },
    create: { sessionId: session.id, ...data },
    update: data,
  });
}

const REPAIR_PAGE = 100;

/**
 * Recomputes every league game's result from its rounds and rewrites the ones that differ (results written by
 * older versions outside the round's transaction could be left stale by a crash). Runs once at start-up
 * (instrumentation.ts); returns how many results it rewrote.
 */
export async function repairLeagueResults(): Promise<number> {
  let repaired = 0;
  let after: string | undefined;
  for (;;) {
    // Pages by id, so memory stays bounded however many games there are.
    const page = await db.gameSession.findMany({
      where: { leagueId: { not: null }, ...(after ? { id: { gt: after } } : {}) },
      include: { players: true, rounds: true, result: true },
      orderBy: { id: "asc" },
      take: REPAIR_PAGE,
    });
    for (const record of page) {
      if (resultMatches(record.result, resultRow(toSessionView(record)))) continue;
      if (await repairOne(record.id, record.updatedAt)) repaired++;
    }
    if (page.length < REPAIR_PAGE) return repaired;
    after = page.at(-1)!.id;
  }
}

/**
 * Rewrites one session's result under its write lock. The lock is taken by rewriting `updatedAt` with the value
 * read: if a round was written meanwhile (that write filed the result itself), nothing matches and it is skipped.
 */
async function repairOne(sessionId: string, seen: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const locked = await tx.gameSession.updateMany({
      where: { id: sessionId, updatedAt: seen },
      data: { updatedAt: seen },
    });
    if (locked.count === 0) return false;
    const record = await tx.gameSession.findUnique({
      where: { id: sessionId },
      include: { players: true, rounds: true },
    });
    if (!record) return false;
    await syncLeagueResult(toSessionView(record), tx);
    return true;
  });
}

/** Writes a checked backup import (lib/leagues/backup.ts planImport) as one transaction: all of it or nothing. */
export async function writeImport(plan: ImportPlan): Promise<{ id: string; name: string; token: string }> {
  // Chunks keep each statement well under SQLite's bound-parameter limit, however big the league.
  const chunks = <T>(rows: T[], size = 100) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  await db.$transaction(
    async (tx) => {
      await tx.league.create({ data: plan.league });
      for (const data of chunks(plan.members)) await tx.leagueMember.createMany({ data });
      for (const data of chunks(plan.sessions)) await tx.gameSession.createMany({ data });
      for (const data of chunks(plan.players)) await tx.player.createMany({ data });
      for (const data of chunks(plan.rounds)) await tx.round.createMany({ data });
      for (const view of plan.views) await syncLeagueResult(view, tx);
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
  return { id: plan.league.id, name: plan.league.name, token: plan.token };
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
