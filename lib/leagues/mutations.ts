import "server-only";
import { hashToken, newId, newToken, tokenMatches } from "../auth/token";
import { db } from "../db";
import { AppError, notFound, ruleViolation } from "../errors";
import { violation } from "../games/violation";
import type { Prisma } from "../generated/prisma/client";
import { publishMemberRenamed, publishMembersMerged } from "../live/publisher";
import { nameKey } from "../sessions/schema";
import type { SessionView } from "../sessions/types";
import { toSessionView } from "../sessions/view";
import { IMPORTING } from "./importing";
import { applyGame, type MemberState, type RatingStep, stateOf } from "./incremental";
import { leagueGameOf, resultMatches, resultRow } from "./results";
import { type CreateLeagueInput, MAX_LEAGUE_MEMBERS } from "./schema";
import { chronological, DEFAULT_POINTS_TABLE } from "./stats";
import { insertStepsSql } from "./step-sql";

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
      // No results yet, so the (empty) stored standings reflect all of them.
      storedGames: 0,
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
  /** The game being filed into the league: the members it creates remember it (lib/table/mutations.ts unfileFromLeague). */
  filedWith: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    const member = await tx.leagueMember.upsert({
      where: { leagueId_nameKey: { leagueId, nameKey: key } },
      create: { id: newId(), leagueId, name: name.trim(), nameKey: key, filedWith },
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
  // New members may have joined: the league's page is rendered anew (a filing and a new league game come here).
  await touchLeague(tx, leagueId);
  return ids;
}

/**
 * Moves the league's `version` on, in the caller's transaction: the league page cache's stamp (lib/front/league-cache.ts,
 * docs/decisions/040-league-page-cache.md). Every write that changes what the page shows calls it, or takes the
 * standings lock (which moves it too).
 */
export async function touchLeague(client: Prisma.TransactionClient, leagueId: string): Promise<void> {
  await client.league.update({ where: { id: leagueId }, data: { version: { increment: 1 } }, select: { id: true } });
}

/**
 * Keeps a league game's stored result in step with its rounds: filed when finished, withdrawn otherwise, and
 * the stored standings with it. `client`: the transaction that writes the rounds, so both land with them.
 * `store: false` leaves the standings to the caller (an import rebuilds them once at the end).
 */
export async function syncLeagueResult(
  session: SessionView,
  client: Prisma.TransactionClient = db,
  { store = true }: { store?: boolean } = {},
): Promise<void> {
  if (!session.leagueId) return;
  const data = resultRow(session);
  const old = await client.gameResult.findUnique({
    where: { sessionId: session.id },
    select: { leagueId: true, game: true, finishedAt: true, placements: true },
  });
  if (resultMatches(old, data)) return;
  if (!data) await client.gameResult.deleteMany({ where: { sessionId: session.id } });
  else
    await client.gameResult.upsert({
      where: { sessionId: session.id },
      create: { sessionId: session.id, ...data },
      update: data,
    });
  if (!store) return;
  if (old && old.leagueId !== data?.leagueId) await recomputeStandings(client, old.leagueId, old.finishedAt);
  if (data && !old) await addToStandings(client, session.id, data.leagueId, data.finishedAt);
  else if (data && old) {
    const from = new Date(Math.min(old.finishedAt.getTime(), data.finishedAt.getTime()));
    await recomputeStandings(client, data.leagueId, old.leagueId === data.leagueId ? from : data.finishedAt);
  }
}

/**
 * Withdraws a league game's result before its session is deleted (lib/table/sessions.ts deleteSession), in
 * the caller's transaction: the standings are recomputed from the game's date without it.
 */
export async function withdrawLeagueResult(client: Prisma.TransactionClient, sessionId: string): Promise<void> {
  const old = await client.gameResult.findUnique({
    where: { sessionId },
    select: { leagueId: true, finishedAt: true },
  });
  if (!old) return;
  await client.gameResult.delete({ where: { sessionId } });
  await recomputeStandings(client, old.leagueId, old.finishedAt);
}

/**
 * Removes the members that filing `sessionId` into the league created and that play in no game now (the caller has
 * already taken the game's players off them), in the caller's transaction.
 */
export async function removeMembersFiledWith(
  client: Prisma.TransactionClient,
  leagueId: string,
  sessionId: string,
): Promise<void> {
  await client.leagueMember.deleteMany({ where: { leagueId, filedWith: sessionId, players: { none: {} } } });
  await touchLeague(client, leagueId);
}

/**
 * Takes the league's standings lock (a row lock on PostgreSQL; SQLite runs one write transaction at a time),
 * so two games finishing at once in one league update the standings one after the other. The standings change
 * under it, so it moves the league's `version` on (the page cache's stamp, touchLeague).
 */
async function lockStandings(client: Prisma.TransactionClient, leagueId: string) {
  return client.league.update({
    where: { id: leagueId },
    data: { version: { increment: 1 } },
    select: { storedGames: true, pointsTable: true },
  });
}

/**
 * A new result (just written) in the standings: applied on top of the stored state when it finished after every
 * stored game (O(players)); otherwise, or when the store is not built, recomputed from its date.
 */
async function addToStandings(
  client: Prisma.TransactionClient,
  sessionId: string,
  leagueId: string,
  finishedAt: Date,
): Promise<void> {
  const league = await lockStandings(client, leagueId);
  if (league.storedGames < 0) return recomputeStandings(client, leagueId, null);
  const latest = await client.leagueRatingStep.aggregate({ where: { leagueId }, _max: { finishedAt: true } });
  const last = latest._max.finishedAt;
  // Games of the same millisecond are ordered by session id: recomputing that millisecond keeps the order exact.
  if (last && last >= finishedAt) return recomputeStandings(client, leagueId, finishedAt);
  const [result, players] = await Promise.all([
    client.gameResult.findUniqueOrThrow({ where: { sessionId } }),
    client.player.findMany({ where: { sessionId }, select: { id: true, memberId: true } }),
  ]);
  const game = leagueGameOf(result, new Map(players.map((p) => [p.id, p.memberId])));
  const memberIds = game.placements.map((p) => p.memberId);
  const stored = await client.leagueStanding.findMany({ where: { leagueId, memberId: { in: memberIds } } });
  const state = new Map<string, MemberState>(stored.map((row) => [row.memberId, stateOf(row)]));
  const steps = applyGame(state, game, JSON.parse(league.pointsTable) as number[]);
  await writeSteps(client, leagueId, steps, state, memberIds);
  await client.league.update({ where: { id: leagueId }, data: { storedGames: { increment: 1 } } });
}

/** Inserts `steps` and rewrites the standing rows of `memberIds` from `state` (a member not in it has none). */
async function writeSteps(
  client: Prisma.TransactionClient,
  leagueId: string,
  steps: RatingStep[],
  state: ReadonlyMap<string, MemberState>,
  memberIds: readonly string[],
): Promise<void> {
  // Literal rows (step-sql.ts): a rebuild writes one per member and game, too many for createMany's per-row cost.
  for (const rows of chunks(steps, STEPS_PER_INSERT)) await client.$executeRawUnsafe(insertStepsSql(leagueId, rows));
  for (const ids of chunks([...new Set(memberIds)])) {
    await client.leagueStanding.deleteMany({ where: { leagueId, memberId: { in: ids } } });
    const rows = ids.flatMap((memberId) => {
      const s = state.get(memberId);
      return s ? [{ leagueId, memberId, ...stateOf(s) }] : [];
    });
    if (rows.length > 0) await client.leagueStanding.createMany({ data: rows });
  }
}

/** Rating steps per INSERT: ~100 kB of SQL, few enough statements that a 10,000-game rebuild is quick. */
const STEPS_PER_INSERT = 500;

/** Rows in chunks that keep each statement well under SQLite's bound-parameter limit. */
function chunks<T>(rows: readonly T[], size = 100): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/**
 * Recomputes the league's stored standings from `from` on (every game finished at or after it; null: all of
 * them), starting from each member's stored state just before it: for a back-dated game, an edit or undo of a
 * finished game, a deleted game, a merge, an import and the start-up repair. Runs in the caller's transaction.
 */
export async function recomputeStandings(
  client: Prisma.TransactionClient,
  leagueId: string,
  from: Date | null,
  /** Awaited after each batch of steps written (a rebuild in the background lets the server answer between). */
  pause?: () => Promise<void>,
): Promise<void> {
  const league = await lockStandings(client, leagueId);
  // A store never built has no state to start from: build it whole.
  if (league.storedGames < 0) from = null;
  const since = from ? { finishedAt: { gte: from } } : {};
  // The members whose state changes: those with a stored step from `from` on, and those in the games replayed.
  const [later, results, players] = await Promise.all([
    client.leagueRatingStep.findMany({
      where: { leagueId, ...since },
      select: { memberId: true },
      distinct: ["memberId"],
    }),
    client.gameResult.findMany({ where: { leagueId, ...since } }),
    client.player.findMany({
      where: { session: { result: { is: { leagueId, ...since } } } },
      select: { id: true, memberId: true },
    }),
  ]);
  const memberOf = new Map(players.map((p) => [p.id, p.memberId]));
  const games = chronological(results.map((r) => leagueGameOf(r, memberOf)));
  const touched = [
    ...new Set([...later.map((s) => s.memberId), ...games.flatMap((g) => g.placements.map((p) => p.memberId))]),
  ];
  const state = new Map<string, MemberState>();
  if (from) {
    // Each affected member's state before `from` is their latest step before it (its `played` is the highest).
    for (const memberId of touched) {
      const before = await client.leagueRatingStep.findFirst({
        where: { leagueId, memberId, finishedAt: { lt: from } },
        orderBy: { played: "desc" },
      });
      if (before) state.set(memberId, stateOf(before));
    }
    await client.leagueRatingStep.deleteMany({ where: { leagueId, ...since } });
  } else {
    await client.leagueRatingStep.deleteMany({ where: { leagueId } });
    await client.leagueStanding.deleteMany({ where: { leagueId } });
  }
  // Applied and written a batch at a time: a rebuild of a 100,000-game league would otherwise hold 400,000 steps
  // (and their SQL) at once, on top of the results it replays (docs/decisions/024-server-memory.md).
  const pointsTable = JSON.parse(league.pointsTable) as number[];
  let batch: RatingStep[] = [];
  for (const game of games) {
    batch.push(...applyGame(state, game, pointsTable));
    if (batch.length < STEPS_PER_INSERT) continue;
    await client.$executeRawUnsafe(insertStepsSql(leagueId, batch));
    batch = [];
    await pause?.();
  }
  await writeSteps(client, leagueId, batch, state, touched);
  const storedGames = await client.gameResult.count({ where: { leagueId } });
  await client.league.update({ where: { id: leagueId }, data: { storedGames } });
}

/** The leagues whose stored standings do not reflect their results (never built, or results written outside). */
export async function staleStandingLeagues(): Promise<string[]> {
  const leagues = await db.league.findMany({
    // A league being imported gets its standings with its last write.
    where: { NOT: { tokenHash: { startsWith: IMPORTING } } },
    select: { id: true, storedGames: true, _count: { select: { results: true } } },
  });
  return leagues.filter((league) => league.storedGames !== league._count.results).map((league) => league.id);
}

/**
 * Rebuilds one league's stored standings from its results, in one transaction (it takes the league's standings
 * lock, so a game finishing meanwhile waits for it and then applies on top). `pause` is awaited between batches of
 * rating steps: the background repair (lib/repair/startup.ts) lets the server answer in between.
 */
export async function rebuildStandings(leagueId: string, pause?: () => Promise<void>): Promise<void> {
  await db.$transaction((tx) => recomputeStandings(tx, leagueId, null, pause), { maxWait: 10_000, timeout: 300_000 });
}

/**
 * Rebuilds the stored standings of every league whose store does not reflect its results (never built, as after
 * the upgrade that added it, or left behind by a write outside this code); returns how many leagues it rebuilt.
 */
export async function repairLeagueStandings(): Promise<number> {
  const stale = await staleStandingLeagues();
  for (const leagueId of stale) await rebuildStandings(leagueId);
  return stale.length;
}

/** League games per page of `repairLeagueResults` (the background repair takes smaller slices). */
const REPAIR_PAGE = 100;

/**
 * The league games whose stamp (`resultVersion`) is not their version: from before the stamp, or changed outside
 * the writes that derive the result (docs/decisions/029-startup-repair.md). Few after a clean shutdown.
 */
export async function staleResultIds(): Promise<string[]> {
  // Only ids, all at once: read from the index alone (ordered or paged by id, SQLite walked the table instead).
  const stale = await db.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "GameSession"
    WHERE "leagueId" IS NOT NULL AND ("resultVersion" IS NULL OR "resultVersion" <> "version")`;
  return stale.map((row) => row.id);
}

/**
 * Checks the stored result of these league games (a page) against their rounds and rewrites the ones that differ,
 * each under its session's lock; stamps the ones that match. Returns how many results it rewrote.
 */
export async function repairResults(ids: readonly string[]): Promise<number> {
  let repaired = 0;
  const page = await db.gameSession.findMany({
    where: { id: { in: [...ids] } },
    include: { players: true, rounds: true, result: true },
  });
  const right: Array<{ id: string; version: number }> = [];
  for (const record of page) {
    if (resultMatches(record.result, resultRow(toSessionView(record)))) right.push(record);
    else if (await repairOne(record.id, record.version)) repaired++;
  }
  // Stamped only where no round write came in meanwhile (that write stamped its own version).
  if (right.length > 0)
    await db.$transaction(
      right.map(
        ({ id, version }) =>
          db.$executeRaw`UPDATE "GameSession" SET "resultVersion" = ${version} WHERE "id" = ${id} AND "version" = ${version}`,
      ),
    );
  return repaired;
}

/**
 * Checks every stale league result (`staleResultIds`), a page at a time so memory stays bounded; returns how many
 * it rewrote. Tests and the bench; the server runs lib/repair/startup.ts.
 */
export async function repairLeagueResults(): Promise<number> {
  let repaired = 0;
  for (const ids of chunks(await staleResultIds(), REPAIR_PAGE)) repaired += await repairResults(ids);
  return repaired;
}

/** Marks the session's stored league result as derived from its current version (in the transaction that did). */
export async function stampResult(client: Prisma.TransactionClient, sessionId: string): Promise<void> {
  await client.$executeRaw`UPDATE "GameSession" SET "resultVersion" = "version" WHERE "id" = ${sessionId}`;
}

/**
 * Rewrites one session's result under its write lock, from its rounds as they are then. The lock is taken by
 * rewriting `version` with the value read: if a round was written meanwhile (that write filed the result itself and
 * stamped it), nothing matches and it is skipped.
 */
async function repairOne(sessionId: string, seen: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    // Raw: the ORM's update would move `updatedAt` (@updatedAt), and nothing a person did changed.
    const locked = await tx.$executeRaw`
      UPDATE "GameSession" SET "version" = "version" WHERE "id" = ${sessionId} AND "version" = ${seen}`;
    if (locked === 0) return false;
    const record = await tx.gameSession.findUnique({
      where: { id: sessionId },
      include: { players: true, rounds: true },
    });
    if (!record) return false;
    await syncLeagueResult(toSessionView(record), tx);
    await stampResult(tx, sessionId);
    return true;
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
  await db.$transaction(async (tx) => {
    await tx.leagueMember.update({ where: { id: memberId }, data: { name: name.trim(), nameKey: nameKey(name) } });
    await touchLeague(tx, leagueId);
  });
  await publishMemberRenamed(leagueId, memberId, name.trim());
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
    const [from, into] = [fromId, intoId].map((id) => both.find((m) => m.id === id)!.name);
    const message = `"${from}" and "${into}" played in the same game, so they are different people.`;
    throw ruleViolation([violation("merge_same_game", message, "into", { from: from!, into: into! })]);
  }
  await db.$transaction(async (tx) => {
    // The merged member's games now count for the other from the first of them on: ratings change from there.
    const first = await tx.leagueRatingStep.aggregate({
      where: { leagueId, memberId: fromId },
      _min: { finishedAt: true },
    });
    await tx.player.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } });
    await tx.leagueMember.delete({ where: { id: fromId } });
    if (first._min.finishedAt) await recomputeStandings(tx, leagueId, first._min.finishedAt);
    else await touchLeague(tx, leagueId);
  });
  await publishMembersMerged(leagueId, fromId, intoId);
}
