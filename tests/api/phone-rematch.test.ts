// POST /sessions/<id>/rematch, where the rematch button sends a rematch the phone started (issue 27): the ids and
// secret the phone chose, the finished game's edit cookie authorizing it. The same rematch again answers as the first
// (a rematch kept offline is sent until an answer arrives); a league game's rematch is filed into its league. The
// cookie jar (next/headers) is stood in for; the rest is the real code against this file's database.
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as rematchRoute from "@/app/sessions/[id]/rematch/route";
import { api, expectError, ninesSession } from "./client";
import { chosenId, chosenToken, jar } from "./helpers/phone-ids";
import { leagues } from "./league-client";

vi.mock("next/headers", async () => (await import("./helpers/phone-ids")).cookieHeaders);

beforeEach(() => jar.clear());

const chosen = (seats: number) => ({
  id: chosenId(),
  token: chosenToken(),
  playerIds: Array.from({ length: seats }, chosenId),
});

async function post(id: string, body: unknown, site = "same-origin") {
  const request = new Request(`http://deckside.test/sessions/${id}/rematch`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": site },
    body: JSON.stringify(body),
  });
  const response = await rematchRoute.POST(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() };
}

/** A finished one-round Nines game: Ann wins. */
async function finishedGame(firstDealer = 2) {
  const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 1, threshold: 150 }, firstDealer);
  expect((await s.play("Ann", { Ben: 5, Cem: 6 })).session.status).toBe("finished");
  return s;
}

describe("POST /sessions/<id>/rematch (the phone's rematch)", () => {
  it("starts the rematch under the phone's ids and secret, sets its edit cookie; the same rematch again answers as the first", async () => {
    const s = await finishedGame();
    jar.set(`deckside-edit-${s.id}`, { value: s.token });
    const ids = chosen(3);
    const first = await post(s.id, ids);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const game = first.body.session;
    expect(game.id).toBe(ids.id);
    expect(game.players.map((p: any) => [p.id, p.name, p.seat])).toEqual([
      [ids.playerIds[0], "Ann", 0],
      [ids.playerIds[1], "Ben", 1],
      [ids.playerIds[2], "Cem", 2],
    ]);
    // The next player deals first; the rules are the finished game's.
    expect(game.firstDealer).toBe(0);
    expect(game.options).toEqual(s.session.options);
    expect(JSON.stringify(first.body)).not.toContain(ids.token);
    const edit = first.cookies.find((c) => c.startsWith(`deckside-edit-${ids.id}=`));
    expect(edit).toContain(`deckside-edit-${ids.id}=${ids.token}`);
    expect(edit).toMatch(new RegExp(`Path=/sessions/${ids.id}`));
    // The phone's secret edits the rematch (its rounds, entered offline, carry the phone's player ids).
    const round = await api.addRound(
      ids.id,
      { winner: ids.playerIds[1], hands: { [ids.playerIds[0]!]: 3, [ids.playerIds[2]!]: 4 } },
      ids.token,
    );
    expect(round.status, JSON.stringify(round.body)).toBe(201);
    // Sent again (its answer was lost): the same game, as it is now.
    const again = await post(s.id, ids);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.session.id).toBe(ids.id);
    expect(again.body.session.rounds).toHaveLength(1);
  });

  it("refuses without the game's edit cookie, from another site, and the id under another secret; nothing is created", async () => {
    const s = await finishedGame();
    const ids = chosen(3);
    expectError(await post(s.id, ids), 401, "unauthorized");
    jar.set(`deckside-edit-${s.id}`, { value: s.token });
    expectError(await post(s.id, ids, "cross-site"), 403, "forbidden");
    expectError(await api.getSession(ids.id), 404, "not_found");
    expectError(await post(s.id, { ...ids, token: undefined }), 400, "invalid_body");
    expect((await post(s.id, ids)).status).toBe(201);
    expectError(await post(s.id, { ...ids, token: chosenToken() }), 409, "id_taken");
  });

  it("a league game's rematch is filed into its league, with the game's own edit cookie", async () => {
    const league = await leagues.create({ name: `Rematch ${chosenId()}`, game: "nines" });
    expect(league.status).toBe(201);
    const created = await leagues.createSession(
      {
        game: "nines",
        players: ["Ann", "Ben", "Cem"],
        options: { rounds: 1, threshold: 150 },
        leagueId: league.body.id,
      },
      league.body.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [ann, ben, cem] = created.body.players.map((p: any) => p.id);
    expect(
      (await api.addRound(created.body.id, { winner: ann, hands: { [ben]: 5, [cem]: 6 } }, created.body.token)).status,
    ).toBe(201);
    jar.set(`deckside-edit-${created.body.id}`, { value: created.body.token });
    const ids = chosen(3);
    const r = await post(created.body.id, ids);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.session).toMatchObject({ id: ids.id, leagueId: league.body.id });
  });
});
