// A game born on a phone keeps the ids its round entries already use (issue 27): POST /api/v1/sessions with a
// chosen `id`, `token` and `playerIds`, and the page route POST /sessions/<id>/create the phone calls with its
// cookies. The same create again answers as the first; another token or body for the id, or a player id another
// game uses, is 409 id_taken and writes nothing. The cookie jar (next/headers) is stood in for; the rest is the real
// code against this file's database.
import { NextRequest } from "next/server";
import { isValidElement, type ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as createRoute from "@/app/sessions/[id]/create/route";
import SessionPage from "@/app/sessions/[id]/page";
import { Scoreboard } from "@/components/scoreboard/scoreboard";
import { createGate } from "@/lib/front/gate";
import { proxy } from "@/proxy";
import { api, expectError, expectRefused } from "./client";
import { chosenId, chosenToken, jar } from "./helpers/phone-ids";
import { leagues } from "./league-client";

vi.mock("next/headers", async () => (await import("./helpers/phone-ids")).cookieHeaders);

beforeEach(() => jar.clear());

function phoneGame(players = ["Ann", "Ben", "Cem"]) {
  return {
    id: chosenId(),
    token: chosenToken(),
    playerIds: players.map(() => chosenId()),
    body: { game: "nines", players },
  };
}

const apiCreate = (g: ReturnType<typeof phoneGame>, extra: Record<string, unknown> = {}) =>
  api.createSession({ ...g.body, id: g.id, token: g.token, playerIds: g.playerIds, ...extra });

describe("POST /api/v1/sessions with a chosen id", () => {
  it("creates the game with that id, token and player ids; the same create again answers as the first", async () => {
    const g = phoneGame();
    const first = await apiCreate(g);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.id).toBe(g.id);
    expect(first.body.token).toBe(g.token);
    expect(first.body.players.map((p: { id: string }) => p.id)).toEqual(g.playerIds);
    const again = await apiCreate(g);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toEqual(first.body);
    // The rounds the phone entered with those ids land, with that token; a repeat then shows the game as it is now.
    const hands = { [g.playerIds[1]!]: 5, [g.playerIds[2]!]: 7 };
    const round = await api.addRound(g.id, { winner: g.playerIds[0], hands }, g.token);
    expect(round.status, JSON.stringify(round.body)).toBe(201);
    const later = await apiCreate(g);
    expect(later.status).toBe(201);
    expect(later.body.rounds).toHaveLength(1);
    expect(later.body.token).toBe(g.token);
  });

  it("the id with another token, or the token with another body: 409 id_taken, nothing changed", async () => {
    const g = phoneGame();
    expect((await apiCreate(g)).status).toBe(201);
    const stranger = await expectRefused(g.id, () => apiCreate({ ...g, token: chosenToken() }), 409, "id_taken");
    expect(stranger.details).toEqual({ field: "id" });
    await expectRefused(
      g.id,
      () => apiCreate({ ...g, body: { game: "nines", players: ["Ann", "Ben", "Dan"] } }),
      409,
      "id_taken",
    );
    await expectRefused(g.id, () => apiCreate(g, { firstDealer: 1 }), 409, "id_taken");
    await expectRefused(g.id, () => apiCreate({ ...g, playerIds: g.playerIds.map(() => chosenId()) }), 409, "id_taken");
    // The stranger's token never became the game's.
    const round = await api.addRound(g.id, { winner: g.playerIds[0], hands: { [g.playerIds[1]!]: 5 } }, chosenToken());
    expectError(round, 401, "unauthorized");
  });

  it("a player id another game uses: 409 id_taken, and no game was written", async () => {
    const g = phoneGame();
    expect((await apiCreate(g)).status).toBe(201);
    const other = phoneGame();
    const clash = await apiCreate({ ...other, playerIds: [other.playerIds[0]!, g.playerIds[1]!, other.playerIds[2]!] });
    expect(expectError(clash, 409, "id_taken").details).toEqual({ field: "playerIds" });
    expectError(await api.getSession(other.id), 404, "not_found");
  });

  it("two identical creates at once make one game; both answer 201", async () => {
    const g = phoneGame();
    const replies = await Promise.all([1, 2, 3].map(() => apiCreate(g)));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(new Set(replies.map((r) => r.body.id))).toEqual(new Set([g.id]));
  });

  it("checks the chosen fields: both id and token or neither, player ids only with the id, one per player, distinct", async () => {
    const g = phoneGame();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ id: g.id }, /token/],
      [{ token: g.token }, /id/],
      [{ playerIds: g.playerIds }, /playerIds/],
      [{ id: g.id, token: g.token, playerIds: g.playerIds.slice(1) }, /one player id per player/],
      [{ id: g.id, token: g.token, playerIds: [g.playerIds[0], g.playerIds[0], g.playerIds[1]] }, /differ/],
      [{ id: "short", token: g.token }, /22 characters/],
      [{ id: g.id, token: "short" }, /43 characters/],
      [{ id: `${g.id.slice(0, 21)}!`, token: g.token }, /22 characters/],
    ];
    for (const [extra, message] of cases)
      expectError(await api.createSession({ ...g.body, ...extra }), 400, "invalid_body", message);
    expectError(await api.getSession(g.id), 404, "not_found");
  });

  it("a league game with a chosen id still needs the league's token", async () => {
    const league = await leagues.create({ name: "Friday club" });
    const g = phoneGame(["Ann", "Ben"]);
    const body = { ...g.body, id: g.id, token: g.token, playerIds: g.playerIds, leagueId: league.body.id };
    expectError(await leagues.createSession(body), 401, "unauthorized");
    expectError(await api.getSession(g.id), 404, "not_found");
    const created = await leagues.createSession(body, league.body.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.leagueId).toBe(league.body.id);
    expect(created.body.token).toBe(g.token);
    // A repeat needs it too.
    expectError(await leagues.createSession(body), 401, "unauthorized");
    expect((await leagues.createSession(body, league.body.token)).status).toBe(201);
  });
});

describe("POST /sessions/<id>/create (the phone's page route)", () => {
  function post(id: string, body: unknown, headers: Record<string, string> = {}) {
    const request = new Request(`http://deckside.test/sessions/${id}/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
      body: JSON.stringify(body),
    });
    return createRoute.POST(request, { params: Promise.resolve({ id }) });
  }

  /** The Scoreboard the game's page renders, and whether it offers this phone the edit controls. */
  async function pageEditable(id: string): Promise<boolean> {
    const page = (await SessionPage({
      params: Promise.resolve({ id }),
      searchParams: Promise.resolve({}),
    })) as ReactElement<{ children: unknown }>;
    // A scorer's board is wrapped in the form-in-place (components/scoreboard/round-in-place.tsx): look one level in.
    const children = [page.props.children]
      .flat()
      .flatMap((child) =>
        isValidElement<{ children?: unknown }>(child) && child.type !== Scoreboard
          ? [child, child.props.children]
          : [child],
      ) as unknown[];
    const board = children.find((child) => isValidElement(child) && child.type === Scoreboard) as
      | ReactElement<{ editable: boolean }>
      | undefined;
    expect(board).toBeDefined();
    return board!.props.editable;
  }

  it("creates the game, sets this phone's edit cookie (the scoreboard is then editable) and answers without the token", async () => {
    const g = phoneGame();
    const response = await post(g.id, { ...g.body, token: g.token, playerIds: g.playerIds });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(Object.keys(body)).toEqual(["session"]);
    expect(body.session.id).toBe(g.id);
    expect(JSON.stringify(body)).not.toContain(g.token);
    const cookies = response.headers.getSetCookie();
    const edit = cookies.find((c) => c.startsWith(`deckside-edit-${g.id}=`));
    expect(edit).toContain(`deckside-edit-${g.id}=${g.token}`);
    expect(edit).toMatch(new RegExp(`Path=/sessions/${g.id}`));
    expect(edit).toMatch(/HttpOnly/i);
    expect(cookies.some((c) => c.startsWith(`deckside-recent-sessions=${g.id}`))).toBe(true);
    // Without the cookie the page only watches; with the one the route set, it edits.
    expect(await pageEditable(g.id)).toBe(false);
    // The browser sends the cookie the route set back to the game's pages.
    jar.set(`deckside-edit-${g.id}`, { value: edit!.split(";")[0]!.split("=")[1]! });
    expect(await pageEditable(g.id)).toBe(true);
    // Sent again (the answer was lost): the same game, the same cookie.
    const again = await post(g.id, { ...g.body, token: g.token, playerIds: g.playerIds });
    expect(again.status).toBe(201);
    expect((await again.json()).session.id).toBe(g.id);
  });

  it("a request from another site is refused (403) and writes nothing", async () => {
    const g = phoneGame();
    for (const site of ["cross-site", "same-site"]) {
      const response = await post(g.id, { ...g.body, token: g.token }, { "sec-fetch-site": site });
      expectError({ status: response.status, body: await response.json() }, 403, "forbidden");
    }
    expectError(await api.getSession(g.id), 404, "not_found");
  });

  it("refuses another id in the body, a missing token and a taken id, in the API's error shape", async () => {
    const g = phoneGame();
    const other = await post(g.id, { ...g.body, token: g.token, id: chosenId() });
    expectError({ status: other.status, body: await other.json() }, 400, "invalid_body", /another game id/);
    const tokenless = await post(g.id, g.body);
    expectError({ status: tokenless.status, body: await tokenless.json() }, 400, "invalid_body", /token/);
    expect((await post(g.id, { ...g.body, token: g.token })).status).toBe(201);
    const taken = await post(g.id, { ...g.body, token: chosenToken() });
    expectError({ status: taken.status, body: await taken.json() }, 409, "id_taken");
    expect(taken.headers.getSetCookie()).toEqual([]);
  });

  it("a league game takes the league's token from the page's league cookie", async () => {
    const league = await leagues.create({ name: "Friday club" });
    const g = phoneGame(["Ann", "Ben"]);
    const body = { ...g.body, token: g.token, leagueId: league.body.id };
    const refused = await post(g.id, body);
    expectError({ status: refused.status, body: await refused.json() }, 401, "unauthorized");
    jar.set(`deckside-league-games-${league.body.id}`, { value: league.body.token });
    const created = await post(g.id, body);
    const answer = await created.json();
    expect(created.status, JSON.stringify(answer)).toBe(201);
    expect(answer.session.leagueId).toBe(league.body.id);
  });

  it("reaches the route in front of Next: the gate takes up to the API's 64 KiB, proxy.ts passes a same-origin JSON POST", async () => {
    const gate = createGate();
    const request = (length: number) =>
      ({ url: "/sessions/x/create", method: "POST", headers: { "content-length": String(length) } }) as never;
    expect(gate(request(1000))).toBeNull();
    expect(gate(request(64 * 1024 + 1))?.status).toBe(413);
    const body = JSON.stringify({ game: "nines", players: ["Ann", "Ben"] });
    const headers = {
      "content-type": "application/json",
      "content-length": String(body.length),
      host: "deckside.test",
    };
    const passed = await proxy(
      new NextRequest("http://deckside.test/sessions/x/create", { method: "POST", headers, body }),
    );
    // NextResponse.next(): Next goes on to the route (no refusal of its own).
    expect(passed.headers.get("x-middleware-next")).toBe("1");
    const foreign = await proxy(
      new NextRequest("http://deckside.test/sessions/x/create", {
        method: "POST",
        headers: { ...headers, origin: "https://evil.example" },
        body,
      }),
    );
    expect(foreign.status).toBe(403);
  });
});
