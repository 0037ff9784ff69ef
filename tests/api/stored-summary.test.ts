// The stored summary (docs/decisions/008-stored-summary.md) against a full recomputation: for random sessions of
// every game, after every add, edit, undo, history restore and session delete, the summary stored with the session
// equals what replaying its entries gives, and the API's session equals what the replaying read gave before
// summaries were stored (`replayedView` below is that read, kept as it was).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteSession } from "@/app/api/v1/sessions/[id]/route";
import { db } from "@/lib/db";
import { GAME_IDS, type GameId } from "@/lib/games/game-ids";
import { replay } from "@/lib/games/replay";
import { loadHistoryPage } from "@/lib/history/data";
import { resultRow } from "@/lib/leagues/results";
import { getSession } from "@/lib/sessions/data";
import { backfillSummaries } from "@/lib/sessions/mutations";
import {
  computeSummary,
  gameOf,
  READ_SINCE_FORMAT,
  type SessionRecord,
  SUMMARY_FORMAT,
  storedSummary,
  tableOf,
} from "@/lib/sessions/summary";
import type { SessionView } from "@/lib/sessions/types";
import { api, type Reply } from "./client";
import { candidate } from "./entry-candidates";
import { leagues } from "./league-client";

/** The history page's items on its latest page (every change, for a history shorter than a page). */
const latestItems = async (session: Parameters<typeof loadHistoryPage>[0]) =>
  (await loadHistoryPage(session, null)).items;

/** The session read as it was before summaries were stored: every read replayed all entries. */
function replayedView(record: SessionRecord): SessionView {
  const game = gameOf(record);
  const stored = JSON.parse(record.options) as unknown;
  const parsed = game.optionsSchema.safeParse(stored);
  const options = (parsed.success ? parsed.data : stored) as Record<string, unknown>;
  const rounds = [...record.rounds].sort((a, b) => a.number - b.number);
  const entries = rounds.map((round) => JSON.parse(round.entry) as unknown);
  const table = tableOf(record);
  let result = replay(game, table, options, entries);
  let problem: SessionView["problem"];
  if (!result.ok) {
    problem = { round: result.round, violations: result.violations };
    result = replay(game, table, options, entries.slice(0, result.round - 1));
    if (!result.ok) throw new Error("Replaying a valid prefix failed.");
  }
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  return {
    id: record.id,
    game: game.id,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    options,
    firstDealer: record.firstDealer,
    players: [...record.players].sort((a, b) => a.seat - b.seat).map(({ id, name, seat }) => ({ id, name, seat })),
    rounds: result.rounds.map((played, index) => ({
      number: played.number,
      entry: entries[index],
      scores: played.scores,
      tiebreak: played.tiebreak,
      totals: played.totals,
      seats: played.seats,
      createdAt: rounds[index]!.createdAt.toISOString(),
      updatedAt: rounds[index]!.updatedAt.toISOString(),
    })),
    standings: result.summary.standings.map((row) => ({ ...row, name: names.get(row.playerId) ?? "?" })),
    status: result.summary.status,
    winners: result.summary.winners,
    tiebreak: result.summary.tiebreak,
    next: result.summary.next,
    participants: result.summary.participants,
    progress: result.summary.progress,
    extra: result.summary.extra ?? {},
    leagueId: record.leagueId,
    version: record.version ?? 0,
    playedOn: (record.playedAt ?? record.createdAt).toISOString().slice(0, 10),
    ...(problem ? { problem } : {}),
  };
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

type Step =
  | { kind: "add"; seeds: number[] }
  | { kind: "edit"; at: number; seeds: number[] }
  | { kind: "undo" }
  | { kind: "restore"; at: number };

const seedsArb = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 6 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("add" as const), seeds: seedsArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("edit" as const), at: fc.nat(), seeds: seedsArb }) },
  { weight: 2, arbitrary: fc.constant({ kind: "undo" as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("restore" as const), at: fc.nat() }) },
);

/** The stored row equals a full recomputation, and the API answers what the replaying read answered. */
async function expectInStep(id: string, written?: Reply): Promise<SessionView> {
  const row = await db.gameSession.findUnique({
    where: { id },
    include: { players: true, rounds: true, result: true, changes: { select: { seq: true } } },
  });
  expect(row).not.toBeNull();
  expect(row!.summaryFormat).toBe(SUMMARY_FORMAT);
  // The stored text gives back exactly what replaying gives, key order included.
  expect(JSON.stringify(storedSummary(row!))).toBe(JSON.stringify(computeSummary(row!)));
  expect(row!.version).toBe(Math.max(0, ...row!.changes.map((c) => c.seq)));
  const read = await api.getSession(id);
  expect(read.status).toBe(200);
  const replayed = replayedView(row!);
  expect(read.body).toStrictEqual(json(replayed));
  if (written) expect(written.body.session).toStrictEqual(read.body);
  // A league game's result is filed from the same view, in the same transaction.
  const filed = resultRow(replayed);
  expect(row!.result ? { ...row!.result, sessionId: undefined } : null).toEqual(
    filed ? { ...filed, sessionId: undefined } : null,
  );
  return read.body;
}

async function run(game: GameId, steps: readonly Step[], firstDealer: number, league: League | null, drop: boolean) {
  const players = game === "ninety-eight" || game === "nines" ? ["Ann", "Ben", "Cem", "Dan"] : ["Ann", "Ben", "Cem"];
  const created = league
    ? await leagues.createSession({ game, players, firstDealer, leagueId: league.id }, league.token)
    : await api.createSession({ game, players, firstDealer });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = created.body;
  const token: string = league?.token ?? created.body.token;
  let session = await expectInStep(id);
  expect(json({ ...created.body, token: undefined })).toStrictEqual(session);
  for (const step of steps) {
    let written: Reply;
    if (step.kind === "add") {
      // A finished game has no one left in the round: aim a well-formed entry at the whole table, which the rules
      // must refuse (409/422) rather than the body check (400).
      const inRound = session.participants.length > 0 ? session.participants : session.players.map((p) => p.id);
      written = await api.addRound(id, candidate(game, inRound, step.seeds), token);
    } else if (step.kind === "edit") {
      if (session.rounds.length === 0) continue;
      const number = 1 + (step.at % session.rounds.length);
      const ids = session.players.map((p) => p.id);
      written = await api.putRound(id, number, candidate(game, ids.slice(0, players.length), step.seeds), token);
    } else if (step.kind === "undo") {
      if (session.rounds.length === 0) continue;
      written = await api.deleteRound(id, session.rounds.length, token);
    } else {
      // What the history page offers to restore, done the way the page does it.
      const offers = (await latestItems(await getSession(id))).flatMap((item) => item.restore ?? []);
      const offer = offers[step.at % Math.max(1, offers.length)];
      if (!offer) continue;
      const body = { ...(offer.entry as object), round: offer.round };
      written =
        offer.kind === "add" ? await api.addRound(id, body, token) : await api.putRound(id, offer.round, body, token);
    }
    const ok = written.status === 200 || written.status === 201;
    if (!ok) expect([409, 422], JSON.stringify(written.body)).toContain(written.status);
    const after = await expectInStep(id, ok ? written : undefined);
    if (!ok) expect(after).toStrictEqual(session);
    session = after;
  }
  if (drop) {
    const response = await deleteSession(
      new Request(`http://deckside.test/api/v1/sessions/${id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(response.status).toBe(200);
    expect((await api.getSession(id)).status).toBe(404);
    // Nothing of it is left to drift: its rounds, history and result went with it.
    expect(await db.round.count({ where: { sessionId: id } })).toBe(0);
    expect(await db.roundChange.count({ where: { sessionId: id } })).toBe(0);
    expect(await db.gameResult.count({ where: { sessionId: id } })).toBe(0);
  }
}

type League = { id: string; token: string };
let league: League;

beforeAll(async () => {
  const created = await leagues.create({ name: "Summary club" });
  league = { id: created.body.id, token: created.body.token };
});

describe("the stored summary equals a full recomputation", () => {
  for (const game of GAME_IDS) {
    it(`${game}: after every add, edit, undo, restore and delete`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArb, { minLength: 1, maxLength: 20 }),
          fc.nat({ max: 2 }),
          fc.boolean(),
          fc.boolean(),
          async (steps, firstDealer, inLeague, drop) => run(game, steps, firstDealer, inLeague ? league : null, drop),
        ),
        { numRuns: 8 },
      );
    });
  }
});

describe("sessions stored before summaries were", () => {
  it("read correctly without one, and the start-up backfill stores it without touching updatedAt", async () => {
    const created = await api.createSession({ game: "ninety-nine-adding", players: ["Ann", "Ben", "Cem"] });
    const [ann, ben] = created.body.players.map((p: { id: string }) => p.id);
    for (const bust of [ann, ben, ann])
      expect((await api.addRound(created.body.id, { bust }, created.body.token)).status).toBe(201);
    const current = (await api.getSession(created.body.id)).body;
    // As the migration leaves an old row: no summary. And a row written in a format no longer read as it is.
    const updatedAt = new Date(current.updatedAt);
    await db.gameSession.update({
      where: { id: created.body.id },
      data: { summary: null, summaryFormat: 0, updatedAt },
    });
    const other = await api.createSession({ game: "nines", players: ["Ann", "Ben"] });
    await db.gameSession.update({
      where: { id: other.body.id },
      data: {
        summary: '{"stale":true}',
        summaryFormat: READ_SINCE_FORMAT - 1,
        updatedAt: new Date(other.body.updatedAt),
      },
    });
    expect((await api.getSession(created.body.id)).body).toStrictEqual(current);
    expect((await api.getSession(other.body.id)).body).toStrictEqual(json({ ...other.body, token: undefined }));

    expect(await backfillSummaries()).toBe(2);
    await expectInStep(created.body.id);
    await expectInStep(other.body.id);
    expect((await api.getSession(created.body.id)).body).toStrictEqual(current);
    expect(await backfillSummaries()).toBe(0);
  });
});
