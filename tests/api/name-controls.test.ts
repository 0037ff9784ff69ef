// Issue 26: a NUL (or any other control character: C0, DEL, C1) in a player's, league's or member's name is a 400
// with its own code on every path that takes a name, the pages' server actions included, never a 500 from the
// database (PostgreSQL cannot store a NUL at all).
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import * as createRoute from "@/app/sessions/[id]/create/route";
import { createLeagueAction, renameMemberAction } from "@/lib/leagues/actions";
import { api } from "./client";
import { leagues } from "./league-client";

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

/** NUL, a tab and a line feed inside the name, DEL, two C1 controls (NEL, CSI). */
const CONTROLS = ["\u0000", "\t", "\n", "\u001B", "\u007F", "\u0085", "\u009B"];
const named = (control: string) => `A${control}nn`;

function refusedForControl(reply: { status: number; body: any }, path: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.error.code).toBe("invalid_body");
  expect(reply.body.error.details.issues[0]).toMatchObject({ path, code: "name_control_character" });
}

const refusedAction = {
  ok: false,
  code: "invalid_body",
  violations: [{ field: "name", code: "name_control_character" }],
};

/** The new-game form's create: the page route POST /sessions/<id>/create under an id the phone chose. */
async function pageCreate(body: Record<string, unknown>) {
  const id = randomBytes(16).toString("base64url");
  const response = await createRoute.POST(
    new Request(`http://deckside.test/sessions/${id}/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ ...body, token: randomBytes(32).toString("base64url") }),
    }),
    { params: Promise.resolve({ id }) },
  );
  return { status: response.status, body: await response.json() };
}

async function leagueWithAnn() {
  const created = await leagues.create({ name: "Thursday club" });
  const league = { id: created.body.id as string, token: created.body.token as string };
  const game = await leagues.createSession(
    { game: "nines", players: ["Ann", "Ben"], leagueId: league.id, options: { rounds: 1 } },
    league.token,
  );
  expect(game.status).toBe(201);
  const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
  return { ...league, ann: members.find((m) => m.name === "Ann")!.id };
}

describe("control characters in names", () => {
  it("a player's name: 400 name_control_character when a game is created, in or out of a league", async () => {
    const league = await leagueWithAnn();
    for (const control of CONTROLS) {
      refusedForControl(await api.createSession({ game: "nines", players: ["Ben", named(control)] }), "players.1");
      refusedForControl(
        await leagues.createSession(
          { game: "nines", players: [named(control), "Cem"], leagueId: league.id },
          league.token,
        ),
        "players.0",
      );
    }
    // Nothing was stored: the league still has its two members.
    expect((await leagues.get(league.id)).body.members).toHaveLength(2);
  });

  it("a league's name and a member's rename: 400 name_control_character", async () => {
    const league = await leagueWithAnn();
    for (const control of CONTROLS) {
      refusedForControl(await leagues.create({ name: `Club${control}night` }), "name");
      refusedForControl(await leagues.rename(league.id, league.ann, named(control), league.token), "name");
    }
    const names = ((await leagues.get(league.id)).body.members as Array<{ name: string }>).map((m) => m.name);
    expect(names.sort()).toEqual(["Ann", "Ben"]);
  });

  it("a name that is only a NUL is a control character, not an invisible name", async () => {
    refusedForControl(await api.createSession({ game: "nines", players: ["Ben", "\u0000"] }), "players.1");
  });

  it("the pages' forms refuse it with the same code (the create route and the server actions)", async () => {
    const league = await leagueWithAnn();
    jar.set(`deckside-league-${league.id}`, league.token);
    for (const control of ["\u0000", "\u007F", "\u0085"]) {
      refusedForControl(await pageCreate({ game: "nines", players: ["Ben", named(control)] }), "players.1");
      expect(await createLeagueAction({ name: `Club${control}` })).toMatchObject(refusedAction);
      expect(await renameMemberAction(league.id, league.ann, named(control))).toMatchObject(refusedAction);
    }
  });

  it("spaces around a name are still trimmed, and ordinary names still pass", async () => {
    const created = await api.createSession({ game: "nines", players: ["Ann\n", "\tBen ", "Zoë"] });
    expect(created.status).toBe(201);
    expect(created.body.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Ben", "Zoë"]);
  });
});
