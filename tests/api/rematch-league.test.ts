// POST /api/v1/sessions/:id/rematch (the same game again, the first dealer one seat on) and
// POST /api/v1/sessions/:id/league (a game started outside a league filed into one afterwards; both tokens).
import { describe, expect, it } from "vitest";
import { POST as postLeague } from "@/app/api/v1/sessions/[id]/league/route";
import { GET as getRematch, POST as postRematch } from "@/app/api/v1/sessions/[id]/rematch/route";
import { leagueGameToken } from "@/lib/auth/token";
import { api, expectError, expectRefused, ninesSession, type Reply } from "./client";
import { leagues } from "./league-client";

function post(path: string, token?: string, body?: unknown, raw?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Request(`http://deckside.test${path}`, { method: "POST", headers, body: payload });
}

async function rematch(id: string, token?: string): Promise<Reply> {
  const response = await postRematch(post(`/api/v1/sessions/${id}/rematch`, token), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

async function file(id: string, token: string | undefined, body: unknown, raw?: string): Promise<Reply> {
  const response = await postLeague(post(`/api/v1/sessions/${id}/league`, token, body, raw), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

/** A finished one-round Nines game outside any league: Ann wins. */
async function finishedGame(players = ["Ann", "Ben", "Cem"], firstDealer = 0) {
  const s = await ninesSession(players, { rounds: 1, threshold: 150 }, firstDealer);
  const hands = Object.fromEntries(players.slice(1).map((name, i) => [name, 5 + i]));
  const played = await s.play(players[0]!, hands);
  expect(played.session.status).toBe("finished");
  return s;
}

describe("POST sessions/:id/rematch", () => {
  it("starts the same game again: same players and seats, options, no league, the first dealer one seat on", async () => {
    const s = await finishedGame(["Ann", "Ben", "Cem", "Dan"], 3);
    const r = await rematch(s.id, s.token);
    expect(r.status).toBe(201);
    const next = r.body;
    expect(next.id).not.toBe(s.id);
    expect(next.game).toBe("nines");
    expect(next.players.map((p: any) => [p.name, p.seat])).toEqual([
      ["Ann", 0],
      ["Ben", 1],
      ["Cem", 2],
      ["Dan", 3],
    ]);
    expect(next.options).toEqual(s.session.options);
    expect(next.options).toMatchObject({ rounds: 1, threshold: 150 });
    // Seat 3 dealt first last time; seat 0 (wrapping round) deals first now.
    expect(next.firstDealer).toBe(0);
    expect(next.next.dealer).toBe(next.players[0].id);
    expect(next).toMatchObject({ status: "active", rounds: [], leagueId: null, version: 0 });
    expect(typeof next.token).toBe("string");
    expect(next.token).not.toBe(s.token);
    // The new token changes the new game; the old game's token does not.
    const [ann, ben, cem, dan] = next.players.map((p: any) => p.id);
    const entry = { winner: ben, hands: { [ann]: 3, [cem]: 4, [dan]: 5 } };
    await expectRefused(next.id, () => api.addRound(next.id, entry, s.token), 401, "unauthorized");
    expect((await api.addRound(next.id, entry, next.token)).status).toBe(201);
    // The new game's token is shown once: reading it back never shows it.
    expect(JSON.stringify((await api.getSession(next.id)).body)).not.toContain(next.token);
  });

  it("moves the first dealer on from seat 0 to seat 1, and works on a game not yet finished", async () => {
    const s = await ninesSession();
    const r = await rematch(s.id, s.token);
    expect(r.status).toBe(201);
    expect(r.body.firstDealer).toBe(1);
  });

  it("refuses without the token (401), for an unknown game (404), and GET (405); nothing is created", async () => {
    const s = await finishedGame();
    expectError(await rematch(s.id), 401, "unauthorized");
    expectError(await rematch(s.id, "not-the-token"), 401, "unauthorized");
    expectError(await rematch("no-such-session", s.token), 404, "not_found", /No session/);
    const get = await getRematch(new Request(`http://deckside.test/api/v1/sessions/${s.id}/rematch`));
    expectError({ status: get.status, body: await get.json() }, 405, "method_not_allowed");
  });

  it("keeps a league game in its league: with the league's token (derived game token) or the game's own", async () => {
    const league = (await leagues.create({ name: "Rematch club" })).body;
    const created = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    const old = created.body;
    const [ann, ben, cem] = old.players.map((p: any) => p.id);
    await api.addRound(old.id, { winner: ann, hands: { [ben]: 1, [cem]: 2 } }, league.token);

    const viaLeague = await rematch(old.id, league.token);
    expect(viaLeague.status).toBe(201);
    expect(viaLeague.body.leagueId).toBe(league.id);
    expect(viaLeague.body.token).toBe(leagueGameToken(league.token, viaLeague.body.id));

    // The game's own token (as a shared "keep score" link carries it) may start the rematch too.
    const viaGame = await rematch(old.id, created.body.token);
    expect(viaGame.status).toBe(201);
    expect(viaGame.body.leagueId).toBe(league.id);
    const next = viaGame.body;
    const ids = next.players.map((p: any) => p.id);
    const entry = { winner: ids[1], hands: { [ids[0]]: 3, [ids[2]]: 4 } };
    // The league's token still changes it; once finished it counts in the league.
    expect((await api.addRound(next.id, entry, league.token)).body.session.status).toBe("finished");
    const standings = (await leagues.standings(league.id)).body.standings;
    expect(standings.find((row: any) => row.name === "Ann").played).toBe(2);
  });
});

describe("POST sessions/:id/league", () => {
  it("files a finished game into a league: members by name, the result counts at once", async () => {
    const league = (await leagues.create({ name: "Late filers" })).body;
    // Ann is a member already (another game); Ben and Cem join by name.
    await leagues.createSession({ game: "nines", players: ["ann", "Dia", "Eli"], leagueId: league.id }, league.token);
    const s = await finishedGame();
    expect((await leagues.standings(league.id)).body.standings).toEqual([]);

    const r = await file(s.id, s.token, { leagueId: league.id, leagueToken: league.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.session).toMatchObject({ id: s.id, leagueId: league.id, status: "finished" });
    const standings = (await leagues.standings(league.id)).body.standings;
    expect(standings.map((row: any) => [row.name, row.played, row.wins])).toEqual(
      expect.arrayContaining([
        ["ann", 1, 1],
        ["Ben", 1, 0],
        ["Cem", 1, 0],
      ]),
    );
    const members = (await leagues.get(league.id)).body.members.map((m: any) => m.name).sort();
    expect(members).toEqual(["Ben", "Cem", "Dia", "Eli", "ann"].sort());
    // From now on the league's token changes the game too.
    expect((await api.deleteRound(s.id, 1, league.token)).status).toBe(200);
    expect((await leagues.standings(league.id)).body.standings).toEqual([]);
  });

  it("a game filed before it is finished counts once it is", async () => {
    const league = (await leagues.create({ name: "Early filers" })).body;
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 1 });
    expect((await file(s.id, s.token, { leagueId: league.id, leagueToken: league.token })).status).toBe(200);
    expect((await leagues.standings(league.id)).body.standings).toEqual([]);
    await s.play("Ben", { Ann: 2, Cem: 3 });
    const standings = (await leagues.standings(league.id)).body.standings;
    expect(standings.find((row: any) => row.name === "Ben").wins).toBe(1);
  });

  it("needs both tokens, a known league of the same game, and a game in no league yet; a refusal changes nothing", async () => {
    const league = (await leagues.create({ name: "Strict club" })).body;
    const tricksOnly = (await leagues.create({ name: "Tricks club", game: "ninety-nine-tricks" })).body;
    const s = await finishedGame();
    const body = { leagueId: league.id, leagueToken: league.token };
    await expectRefused(s.id, () => file(s.id, undefined, body), 401, "unauthorized");
    await expectRefused(s.id, () => file(s.id, "wrong", body), 401, "unauthorized");
    await expectRefused(
      s.id,
      () => file(s.id, s.token, { ...body, leagueToken: "wrong" }),
      401,
      "unauthorized",
      /league/,
    );
    await expectRefused(
      s.id,
      () => file(s.id, s.token, { leagueId: "no-such-league", leagueToken: league.token }),
      404,
      "not_found",
    );
    await expectRefused(s.id, () => file(s.id, s.token, { leagueId: league.id }), 400, "invalid_body");
    await expectRefused(s.id, () => file(s.id, s.token, undefined, "{"), 400, "invalid_json");
    const wrongGame = await expectRefused(
      s.id,
      () => file(s.id, s.token, { leagueId: tricksOnly.id, leagueToken: tricksOnly.token }),
      422,
      "rule_violation",
    );
    expect(wrongGame.details.violations[0].code).toBe("league_game");
    expect((await leagues.get(league.id)).body.members).toEqual([]);

    expect((await file(s.id, s.token, body)).status).toBe(200);
    const again = expectError(await file(s.id, s.token, body), 422, "rule_violation", /already counts/);
    expect(again.details.violations[0].code).toBe("already_in_league");
    const other = (await leagues.create({ name: "Other" })).body;
    expectError(await file(s.id, s.token, { leagueId: other.id, leagueToken: other.token }), 422, "rule_violation");
    expect((await leagues.get(other.id)).body.members).toEqual([]);
  });
});
