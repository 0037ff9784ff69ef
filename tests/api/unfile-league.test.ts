// DELETE /api/v1/sessions/:id/league: the undo of filing a game into a league (issue 28). The game leaves the league
// as if never filed: members its filing created with no other game go, the standings are recomputed without it.
import { describe, expect, it } from "vitest";
import { POST as fileRoute, DELETE as unfileRoute } from "@/app/api/v1/sessions/[id]/league/route";
import { db } from "@/lib/db";
import { api, expectError, expectRefused, ninesSession, type Reply } from "./client";
import { leagues } from "./league-client";

function call(method: "POST" | "DELETE", path: string, token?: string, body?: unknown): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Request(`http://deckside.test${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function file(id: string, token: string, league: { id: string; token: string }): Promise<Reply> {
  const request = call("POST", `/api/v1/sessions/${id}/league`, token, {
    leagueId: league.id,
    leagueToken: league.token,
  });
  const response = await fileRoute(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

async function unfile(id: string, token?: string, query = ""): Promise<Reply> {
  const response = await unfileRoute(call("DELETE", `/api/v1/sessions/${id}/league${query}`, token), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

/** A finished one-round Nines game outside any league: the first player wins. */
async function finishedGame(players = ["Ann", "Ben", "Cem"]) {
  const s = await ninesSession(players, { rounds: 1 });
  const hands = Object.fromEntries(players.slice(1).map((name, i) => [name, 5 + i]));
  expect((await s.play(players[0]!, hands)).session.status).toBe("finished");
  return s;
}

const memberNames = async (leagueId: string) =>
  ((await leagues.get(leagueId)).body.members as Array<{ name: string }>).map((m) => m.name).sort();

describe("DELETE sessions/:id/league", () => {
  it("takes a filed game out again: its result, the members it brought in, and its standings go", async () => {
    const league = (await leagues.create({ name: "Undo club" })).body;
    // Ann is a member already (another game, finished); Ben and Cem join by the filing.
    const earlier = await leagues.createSession(
      { game: "nines", players: ["ann", "Dia"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    const [ann, dia] = earlier.body.players.map((p: { id: string }) => p.id);
    expect((await api.addRound(earlier.body.id, { winner: dia, hands: { [ann]: 4 } }, league.token)).status).toBe(201);
    const before = (await leagues.standings(league.id)).body;

    const s = await finishedGame();
    expect((await file(s.id, s.token, league)).status).toBe(200);
    expect(await memberNames(league.id)).toEqual(["Ben", "Cem", "Dia", "ann"]);

    const r = await unfile(s.id, s.token, `?leagueId=${league.id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.session).toMatchObject({ id: s.id, leagueId: null, status: "finished" });
    expect(await memberNames(league.id)).toEqual(["Dia", "ann"]);
    expect((await leagues.standings(league.id)).body).toEqual(before);
    expect(await db.gameResult.findUnique({ where: { sessionId: s.id } })).toBeNull();
    expect(await db.player.count({ where: { sessionId: s.id, NOT: { memberId: null } } })).toBe(0);
    // The league's token no longer changes the game; its own still does, and it can be filed again.
    await expectRefused(s.id, () => api.deleteRound(s.id, 1, league.token), 401, "unauthorized");
    expect((await file(s.id, s.token, league)).status).toBe(200);
    expect((await leagues.standings(league.id)).body.standings).toHaveLength(4);
  });

  it("keeps a member the filing created once it has played another game, and one that was there before", async () => {
    const league = (await leagues.create({ name: "Keepers" })).body;
    // Eve's only game is deleted: a member with no game, there before the filing.
    const gone = await leagues.createSession(
      { game: "nines", players: ["Eve", "Fay"], leagueId: league.id },
      league.token,
    );
    expect((await leagues.deleteSession(gone.body.id, league.token)).status).toBe(200);
    const s = await finishedGame(["Ann", "Eve"]);
    expect((await file(s.id, s.token, league)).status).toBe(200);
    // Ann (brought in by the filing) plays a league game of her own.
    await leagues.createSession({ game: "nines", players: ["Ann", "Gus"], leagueId: league.id }, league.token);
    // The league's token may undo it too.
    expect((await unfile(s.id, league.token)).status).toBe(200);
    expect(await memberNames(league.id)).toEqual(["Ann", "Eve", "Fay", "Gus"]);
  });

  it("refuses without a valid token, for a game in no league or another league, and an unknown game", async () => {
    const league = (await leagues.create({ name: "Strict undo" })).body;
    const s = await finishedGame();
    const loose = expectError(await unfile(s.id, s.token), 422, "rule_violation");
    expect(loose.details.violations[0].code).toBe("not_in_league");
    expect((await file(s.id, s.token, league)).status).toBe(200);
    await expectRefused(s.id, () => unfile(s.id), 401, "unauthorized");
    await expectRefused(s.id, () => unfile(s.id, "wrong"), 401, "unauthorized");
    const other = await expectRefused(s.id, () => unfile(s.id, s.token, "?leagueId=another"), 422, "rule_violation");
    expect(other.details.violations[0].code).toBe("not_in_league");
    expectError(await unfile("no-such-game", s.token), 404, "not_found");
    expect(await memberNames(league.id)).toEqual(["Ann", "Ben", "Cem"]);
  });
});
