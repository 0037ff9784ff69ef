// League backup and restore: GET /api/v1/leagues/:id/backup and POST /api/v1/leagues/import (docs/backup-format.md).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as backupRoute } from "@/app/api/v1/leagues/[id]/backup/route";
import { POST as importRoute } from "@/app/api/v1/leagues/import/route";
import { leagueGameToken } from "@/lib/auth/token";
import { db } from "@/lib/db";
import { api, expectError, type Reply } from "./client";
import { leagues } from "./league-client";

const base = "http://deckside.test";

async function reply(response: Response): Promise<Reply> {
  return { status: response.status, body: await response.json() };
}

const backup = async (id: string, token?: string) =>
  reply(
    await backupRoute(
      new Request(`${base}/api/v1/leagues/${id}/backup`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
      { params: Promise.resolve({ id }) },
    ),
  );

const restore = async (document: unknown, raw?: string) =>
  reply(
    await importRoute(
      new Request(`${base}/api/v1/leagues/import`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: raw ?? JSON.stringify(document),
      }),
    ),
  );

/** Row counts of every table: a refused import must leave them all as they were. */
async function counts() {
  return {
    leagues: await db.league.count(),
    members: await db.leagueMember.count(),
    sessions: await db.gameSession.count(),
    players: await db.player.count(),
    rounds: await db.round.count(),
    results: await db.gameResult.count(),
  };
}

let league: { id: string; token: string };
const sessionIds: string[] = [];

/** Files a game into the league and plays `rounds` (entries by player name: (ids) => entry). */
async function play(
  game: string,
  players: string[],
  options: Record<string, unknown>,
  rounds: Array<(ids: Record<string, string>) => unknown>,
  extra: Record<string, unknown> = {},
) {
  const created = await leagues.createSession({ game, players, options, leagueId: league.id, ...extra }, league.token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const ids: Record<string, string> = Object.fromEntries(
    created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]),
  );
  for (const entry of rounds) {
    const r = await api.addRound(created.body.id, entry(ids), league.token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  sessionIds.push(created.body.id);
  return created.body.id as string;
}

beforeAll(async () => {
  const created = await leagues.create({ name: "Thursday club", seasonStart: "2026-01-01", pointsTable: [5, 3, 1] });
  league = { id: created.body.id, token: created.body.token };
  // Every game, finished and not, one entered afterwards for an earlier evening.
  await play("nines", ["Ann", "Ben", "Cem"], { rounds: 1 }, [
    (i) => ({ winner: i.Ann, hands: { [i.Ben!]: "KS 9H", [i.Cem!]: 20 } }),
  ]);
  await play("nines", ["Ann", "Ben", "Cem"], {}, [(i) => ({ winner: i.Cem, hands: { [i.Ann!]: 12, [i.Ben!]: 30 } })]);
  await play(
    "ninety-nine-tricks",
    ["Ann", "Ben", "Dan"],
    { rounds: 1 },
    [(i) => ({ bids: { [i.Ann!]: 1, [i.Ben!]: 3, [i.Dan!]: 2 }, tricks: { [i.Ann!]: 1, [i.Ben!]: 3, [i.Dan!]: 5 } })],
    { playedOn: "2026-11-20" },
  );
  await play("ninety-eight", ["Ann", "Ben", "Cem"], { lives: 1 }, [(i) => ({ eliminated: [i.Cem, i.Ben] })]);
  await play("ninety-eight", ["Ben", "Cem"], {}, [(i) => ({ eliminated: [i.Ben] })]);
  await play("ninety-nine-adding", ["Ann", "Dan"], { lives: 2 }, [(i) => ({ bust: i.Dan }), (i) => ({ bust: i.Dan })]);
  await play("ninety-nine-adding", ["Cem", "Dan", "Ann"], {}, [(i) => ({ bust: i.Ann })]);
  // A member renamed after the fact: players keep the name they played under, the member has the new one.
  const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
  const dan = members.find((m) => m.name === "Dan")!;
  expect((await leagues.rename(league.id, dan.id, "Daniel", league.token)).status).toBe(200);
});

/**
 * A session as the API answers it, with player ids as seat labels and its own id and update time left out, and its
 * version too: that counts the changes made on this server, and a restored game's history starts empty.
 */
function comparable(session: any) {
  const label = new Map<string, string>(session.players.map((p: any) => [p.id, `seat${p.seat}`]));
  const relabel = (value: unknown): unknown => {
    if (typeof value === "string") return label.get(value) ?? value;
    if (Array.isArray(value)) return value.map(relabel);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !["id", "updatedAt", "leagueId", "version"].includes(key))
          .map(([key, item]) => [label.get(key) ?? key, relabel(item)]),
      );
    return value;
  };
  return relabel(session);
}

/** Standings and the league's games with every id left out. */
async function leagueShape(id: string) {
  const got = await leagues.get(id);
  const standings = await leagues.standings(id);
  expect(got.status).toBe(200);
  expect(standings.status).toBe(200);
  const { id: _id, createdAt: _created, members, evenings, ...rest } = got.body;
  return {
    rest,
    members: members.map((m: any) => m.name),
    evenings: evenings.map((e: any) => ({ ...e, games: e.games.map(({ id: _g, ...g }: any) => g) })),
    standings: standings.body.standings.map(({ memberId: _m, ...row }: any) => row),
  };
}

async function sessionsOf(id: string) {
  const ids = (await db.gameSession.findMany({ where: { leagueId: id }, orderBy: { createdAt: "asc" } })).map(
    (s) => s.id,
  );
  return Promise.all(ids.map(async (sid) => comparable((await api.getSession(sid)).body)));
}

describe("league backup", () => {
  it("needs the league's token: 401 without or with a wrong one (a session's token is not enough), 404 for an unknown league", async () => {
    expectError(await backup(league.id), 401, "unauthorized");
    expectError(await backup(league.id, "not-the-token"), 401, "unauthorized");
    const own = await api.createSession({ game: "nines", players: ["Ann", "Ben"] });
    expectError(await backup(league.id, own.body.token), 401, "unauthorized");
    expectError(await backup("missing", league.token), 404, "not_found");
  });

  it("holds the league, its members and every game, finished or not, with players, options and round entries", async () => {
    const r = await backup(league.id, league.token);
    expect(r.status).toBe(200);
    const doc = r.body;
    expect(doc).toMatchObject({ format: "deckside-league-backup", version: 1 });
    expect(doc.league).toMatchObject({ name: "Thursday club", seasonStart: "2026-01-01", pointsTable: [5, 3, 1] });
    expect(doc.members.map((m: any) => m.name).sort()).toEqual(["Ann", "Ben", "Cem", "Daniel"]);
    expect(doc.sessions).toHaveLength(7);
    expect(doc.sessions.map((s: any) => s.game)).toEqual([
      "nines",
      "nines",
      "ninety-nine-tricks",
      "ninety-eight",
      "ninety-eight",
      "ninety-nine-adding",
      "ninety-nine-adding",
    ]);
    expect(doc.sessions[2].playedOn).toBe("2026-11-20");
    const daniel = doc.members.find((m: any) => m.name === "Daniel");
    const adding = doc.sessions[5];
    expect(adding.players.find((p: any) => p.name === "Dan").member).toBe(daniel.id);
    expect(adding.rounds.map((round: any) => round.entry)).toEqual([
      { bust: adding.players[1].id },
      { bust: adding.players[1].id },
    ]);
    expect(adding.options).toMatchObject({ lives: 2 });
    expect(JSON.stringify(doc)).not.toContain(league.token);
    expect(JSON.stringify(doc)).not.toMatch(/tokenHash/);
  });
});

describe("league import", () => {
  it("restores a backup as a new league (new ids, new token) with identical games, members and standings", async () => {
    const doc = (await backup(league.id, league.token)).body;
    const r = await restore(doc);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["id", "name", "token"]);
    expect(r.body.name).toBe("Thursday club");
    expect(r.body.id).not.toBe(league.id);
    expect(r.body.token).not.toBe(league.token);

    const original = await leagueShape(league.id);
    expect(original.standings.map((row: any) => [row.name, row.played])).toEqual(
      expect.arrayContaining([
        ["Ann", 4],
        ["Ben", 3],
        ["Cem", 2],
        ["Daniel", 2],
      ]),
    );
    expect(await leagueShape(r.body.id)).toEqual(original);
    const restored = await sessionsOf(r.body.id);
    expect(restored).toHaveLength(7);
    expect(restored.map((s: any) => s.status)).toEqual([
      "finished",
      "active",
      "finished",
      "finished",
      "active",
      "finished",
      "active",
    ]);
    expect(restored).toEqual(await sessionsOf(league.id));
    const versions = await db.gameSession.findMany({ where: { leagueId: r.body.id }, select: { id: true } });
    for (const { id } of versions) expect((await api.getSession(id)).body.version).toBe(0);
    // Nothing shares an id with the original.
    const again = (await backup(r.body.id, r.body.token)).body;
    const oldIds = new Set([
      ...doc.members.map((m: any) => m.id),
      ...doc.sessions.flatMap((s: any) => [s.id, ...s.players.map((p: any) => p.id)]),
    ]);
    const newIds = [
      ...again.members.map((m: any) => m.id),
      ...again.sessions.flatMap((s: any) => [s.id, ...s.players.map((p: any) => p.id)]),
    ];
    expect(newIds.filter((id) => oldIds.has(id))).toEqual([]);

    // The new token runs the restored league; the old one does not.
    const unfinished = again.sessions[1];
    const [ann, ben, cem] = unfinished.players.map((p: any) => p.id);
    const entry = { winner: ann, hands: { [ben]: 5, [cem]: 7 } };
    expectError(await api.addRound(unfinished.id, entry, league.token), 401, "unauthorized");
    expect((await api.addRound(unfinished.id, entry, r.body.token)).status).toBe(201);
    // A restored game's own token (its share link) derives from the new league token, as for a game filed there.
    const adding = again.sessions[6];
    const own = leagueGameToken(r.body.token, adding.id);
    expect((await api.addRound(adding.id, { bust: adding.players[0].id }, own)).status).toBe(201);
    expect((await backup(r.body.id, r.body.token)).status).toBe(200);
    expectError(await backup(r.body.id, league.token), 401, "unauthorized");
  });

  it("restores the same backup twice as two leagues", async () => {
    const doc = (await backup(league.id, league.token)).body;
    const first = await restore(doc);
    const second = await restore(doc);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    expect(await leagueShape(second.body.id)).toEqual(await leagueShape(league.id));
  });

  it("refuses a malformed document with 400 and writes nothing", async () => {
    const doc = (await backup(league.id, league.token)).body;
    const before = await counts();
    const broken: Array<[unknown, RegExp]> = [
      [{ ...doc, format: "something-else" }, /format/],
      [{ ...doc, version: 2 }, /version/],
      [{ ...doc, league: { ...doc.league, name: "" } }, /league\.name/],
      [{ ...doc, sessions: "all of them" }, /sessions/],
      [{ ...doc, sessions: doc.sessions.map((s: any, i: number) => (i === 3 ? { ...s, game: "poker" } : s)) }, /game/],
      [
        {
          ...doc,
          sessions: doc.sessions.map((s: any, i: number) =>
            i === 6 ? { ...s, players: s.players.map((p: any) => ({ ...p, member: "nobody-at-all" })) } : s,
          ),
        },
        /member/,
      ],
      [
        {
          ...doc,
          sessions: doc.sessions.map((s: any, i: number) =>
            i === 5 ? { ...s, rounds: [{ ...s.rounds[0], entry: { bust: 7 } }, s.rounds[1]] } : s,
          ),
        },
        /sessions\.5\.rounds\.0\.entry/,
      ],
      [{ ...doc, members: [...doc.members, { ...doc.members[0], id: "another-id-1" }] }, /members/],
    ];
    for (const [document, message] of broken) expectError(await restore(document), 400, "invalid_body", message);
    expectError(await restore(undefined, "{ not json"), 400, "invalid_json");
    expect(await counts()).toEqual(before);
  });

  it("refuses a document whose rounds break the rules with 422 naming the game and round, and writes nothing", async () => {
    const doc = (await backup(league.id, league.token)).body;
    const before = await counts();
    // A round after the first game ended (it was played to one round).
    const afterEnd = structuredClone(doc);
    afterEnd.sessions[0].rounds.push({ number: 2, entry: afterEnd.sessions[0].rounds[0].entry });
    let error = expectError(await restore(afterEnd), 422, "rule_violation", /Game 1 \(nines, .*\), round 2/);
    expect(error.details).toMatchObject({ round: 2, session: { index: 0, id: doc.sessions[0].id } });
    // A bust by someone not at the table, in the last game.
    const stranger = structuredClone(doc);
    stranger.sessions[6].rounds[0].entry = { bust: "somebody-else" };
    error = expectError(await restore(stranger), 422, "rule_violation", /Game 7 \(ninety-nine-adding, .*\), round 1/);
    expect(error.details.violations.length).toBeGreaterThan(0);
    // A league that counts one game only cannot hold the others.
    const onlyNines = { ...doc, league: { ...doc.league, game: "nines" } };
    expectError(await restore(onlyNines), 422, "rule_violation", /Game 3 .*nines/);
    expect(await counts()).toEqual(before);
  });
});
