import { beforeEach, describe, expect, it } from "vitest";
import { api } from "./client";
import { leagues } from "./league-client";

// A league with several evenings and games of more than one kind.
let league: { id: string; token: string };

async function leagueGame(game: string, players: string[], options: Record<string, unknown> = {}) {
  const created = await leagues.createSession({ game, players, options, leagueId: league.id }, league.token);
  expect(created.status).toBe(201);
  const ids = Object.fromEntries(
    created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]),
  ) as Record<string, string>;
  return { id: created.body.id as string, token: created.body.token as string, ids };
}

/** A one-round Nines game: `winner` goes out, the others hold `penalties`. */
async function ninesGame(winner: string, penalties: Record<string, number>) {
  const players = [winner, ...Object.keys(penalties)];
  const g = await leagueGame("nines", players, { rounds: 1 });
  const hands = Object.fromEntries(Object.entries(penalties).map(([name, p]) => [g.ids[name]!, p]));
  const played = await api.addRound(g.id, { winner: g.ids[winner], hands }, league.token); // the league's token works for its games
  expect(played.status).toBe(201);
  return g;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const byName = (rows: any[]): Record<string, any> => Object.fromEntries(rows.map((r) => [r.name, r]));

beforeEach(async () => {
  const created = await leagues.create({ name: "Thursday club" });
  expect(created.status).toBe(201);
  expect(created.body.token).toEqual(expect.any(String));
  league = { id: created.body.id, token: created.body.token };
});

describe("leagues", () => {
  it("refuses to file a game without the league's token, and with a wrong one; nothing is created", async () => {
    const without = await leagues.createSession({ game: "nines", players: ["Ann", "Ben"], leagueId: league.id });
    expect(without.status).toBe(401);
    expect(without.body.error.code).toBe("unauthorized");
    const wrong = await leagues.createSession({ game: "nines", players: ["Ann", "Ben"], leagueId: league.id }, "nope");
    expect(wrong.status).toBe(401);
    expect((await leagues.get(league.id)).body.evenings).toEqual([]);
    expect(
      (await leagues.createSession({ game: "nines", players: ["Ann", "Ben"], leagueId: "missing" }, league.token))
        .status,
    ).toBe(404);
  });

  it("counts finished games only, across games of more than one kind, with shared wins for every winner", async () => {
    await ninesGame("Ann", { Ben: 10, Cem: 20 });
    await ninesGame("Ben", { ann: 5, Cem: 20 }); // "ann" is Ann: names match ignoring case
    const unfinished = await leagueGame("nines", ["Ann", "Ben", "Cem"]);
    await api.addRound(
      unfinished.id,
      { winner: unfinished.ids.Cem, hands: { [unfinished.ids.Ann!]: 50, [unfinished.ids.Ben!]: 50 } },
      unfinished.token,
    );
    const tricks = await leagueGame("ninety-nine-tricks", ["Ann", "Ben", "Cem"], { rounds: 1 });
    const t = tricks.ids;
    expect(
      (
        await api.addRound(
          tricks.id,
          { bids: { [t.Ann!]: 1, [t.Ben!]: 1, [t.Cem!]: 1 }, tricks: { [t.Ann!]: 3, [t.Ben!]: 3, [t.Cem!]: 3 } },
          league.token,
        )
      ).status,
    ).toBe(201);

    const reply = await leagues.standings(league.id);
    expect(reply.status).toBe(200);
    expect(reply.body.games).toBe(3);
    const rows = byName(reply.body.standings);
    expect(Object.keys(rows).sort()).toEqual(["Ann", "Ben", "Cem"]);
    expect(rows.Ann).toMatchObject({ played: 3, wins: 2 }); // won game 1, shared the tricks game (all 3 tied)
    expect(rows.Ben).toMatchObject({ played: 3, wins: 2 });
    expect(rows.Cem).toMatchObject({ played: 3, wins: 1 });
    expect((await leagues.standings(league.id, "?game=nines")).body.games).toBe(2);
    expect((await leagues.get(league.id)).body.members.map((m: { name: string }) => m.name)).toEqual([
      "Ann",
      "Ben",
      "Cem",
    ]);
  });

  it("editing or deleting a finished game changes the standings", async () => {
    const g = await ninesGame("Ann", { Ben: 10 });
    expect(byName((await leagues.standings(league.id)).body.standings).Ann.wins).toBe(1);
    const edited = await api.putRound(g.id, 1, { winner: g.ids.Ben, hands: { [g.ids.Ann!]: 10 } }, g.token);
    expect(edited.status).toBe(200);
    const after = byName((await leagues.standings(league.id)).body.standings);
    expect(after.Ann.wins).toBe(0);
    expect(after.Ben.wins).toBe(1);
    // Undoing the only round makes the game unfinished: it no longer counts.
    expect((await api.deleteRound(g.id, 1, g.token)).status).toBe(200);
    expect((await leagues.standings(league.id)).body.games).toBe(0);
    await api.addRound(g.id, { winner: g.ids.Ann, hands: { [g.ids.Ben!]: 3 } }, g.token);
    expect((await leagues.standings(league.id)).body.games).toBe(1);
    expect((await leagues.deleteSession(g.id)).status).toBe(401);
    expect((await leagues.deleteSession(g.id, league.token)).status).toBe(200);
    expect((await leagues.standings(league.id)).body.games).toBe(0);
  });

  it("filters by date range", async () => {
    await ninesGame("Ann", { Ben: 10 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await leagues.standings(league.id, `?from=${today}&to=${today}`)).body.games).toBe(1);
    expect((await leagues.standings(league.id, "?to=2000-01-01")).body.games).toBe(0);
    expect((await leagues.standings(league.id, "?from=yesterday")).status).toBe(400);
  });

  it("files a game entered afterwards under the evening it was played; never in the future", async () => {
    const created = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben"], options: { rounds: 1 }, leagueId: league.id, playedOn: "2026-01-15" },
      league.token,
    );
    expect(created.status).toBe(201);
    const [ann, ben] = created.body.players.map((p: { id: string }) => p.id);
    await api.addRound(created.body.id, { winner: ann, hands: { [ben]: 4 } }, league.token);
    expect((await leagues.get(league.id)).body.evenings.map((e: { date: string }) => e.date)).toEqual(["2026-01-15"]);
    expect((await leagues.standings(league.id, "?from=2026-01-15&to=2026-01-15")).body.games).toBe(1);
    expect((await leagues.standings(league.id, "?from=2026-01-16")).body.games).toBe(0);
    const future = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben"], leagueId: league.id, playedOn: "2999-01-01" },
      league.token,
    );
    expect(future.status).toBe(422);
    expect(future.body.error.details.violations[0].code).toBe("played_in_future");
  });

  it("renames and merges members without losing history", async () => {
    await ninesGame("Ann", { Benny: 10 });
    await ninesGame("Ben", { Ann: 10 });
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
    const benny = members.find((m) => m.name === "Benny")!;
    const ben = members.find((m) => m.name === "Ben")!;
    expect((await leagues.merge(league.id, benny.id, ben.id)).status).toBe(401);
    const ann = members.find((m) => m.name === "Ann")!;
    expect((await leagues.rename(league.id, ann.id, "ben", league.token)).status).toBe(422); // taken: merge instead
    expect((await leagues.merge(league.id, benny.id, ben.id, league.token)).status).toBe(200);
    const rows = byName((await leagues.standings(league.id)).body.standings);
    expect(rows.Ben).toMatchObject({ played: 2, wins: 1 });
    expect(rows.Benny).toBeUndefined();
    expect((await leagues.rename(league.id, ann.id, "Anna", league.token)).status).toBe(200);
    expect(byName((await leagues.standings(league.id)).body.standings).Anna.played).toBe(2);
  });

  it("refuses to merge two members who played in the same game", async () => {
    await ninesGame("Ann", { Ben: 10 });
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
    const merged = await leagues.merge(league.id, members[0]!.id, members[1]!.id, league.token);
    expect(merged.status).toBe(422);
    expect(merged.body.error.message).toMatch(/same game/);
  });

  it("exports standings and games as CSV and JSON", async () => {
    await ninesGame("Ann", { "Ben, Jr.": 10 });
    const csv = await leagues.export(league.id, "?what=standings&format=csv");
    expect(csv.status).toBe(200);
    expect(csv.body.split("\r\n")[0]).toBe(
      "rank,name,played,wins,win_rate,average_placement,points,rating_estimate,rating_mu,rating_sigma,provisional,streak",
    );
    expect(csv.body).toContain('"Ben, Jr."');
    const games = await leagues.export(league.id, "?what=games&format=json");
    expect(games.body.games).toHaveLength(1);
    expect(games.body.games[0].placements.map((p: { name: string; rank: number }) => [p.name, p.rank])).toEqual([
      ["Ann", 1],
      ["Ben, Jr.", 2],
    ]);
  });

  it("refuses a league without a name, and a game the league does not count", async () => {
    expect((await leagues.create({ name: " " })).status).toBe(400);
    const only = await leagues.create({ name: "Nines only", game: "nines" });
    const refused = await leagues.createSession(
      { game: "ninety-eight", players: ["Ann", "Ben"], leagueId: only.body.id },
      only.body.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.violations[0].code).toBe("league_game");
  });
});
