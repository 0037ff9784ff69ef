// The pages' server actions refuse what the API refuses, with the same error code: each bad input is sent both
// ways and the answers compared. Only the two Next modules an action touches are stood in for: the cookie jar
// (next/headers) and redirect (next/navigation); everything else is the real code against this file's database.

import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as createRoute from "@/app/sessions/[id]/create/route";
import { setLocaleAction } from "@/lib/i18n/actions";
import { createLeagueAction, mergeMembersAction, renameMemberAction } from "@/lib/leagues/actions";
import { deleteSessionAction, saveRoundAction, undoRoundAction } from "@/lib/table/session-actions";
import { api, ninesSession, type Reply } from "./client";
import { leagues } from "./league-client";

const jar = vi.hoisted(() => new Map<string, string>());

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (first: string | { name: string; value: string }, value?: string) => {
      if (typeof first === "string") jar.set(first, value ?? "");
      else jar.set(first.name, first.value);
    },
  }),
}));

vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

beforeEach(() => jar.clear());

/** The new-game form's create (the page route POST /sessions/<id>/create, under an id the phone chose). */
async function pageCreate(body: unknown): Promise<{ status: number; code: string }> {
  const id = randomBytes(16).toString("base64url");
  const token = randomBytes(32).toString("base64url");
  const sent = typeof body === "object" && body !== null ? { ...body, token } : body;
  const response = await createRoute.POST(
    new Request(`http://deckside.test/sessions/${id}/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify(sent),
    }),
    { params: Promise.resolve({ id }) },
  );
  const answer = await response.json();
  return { status: response.status, code: answer.error?.code };
}

/** The page's refusal and the API's agree on the status and code. */
function samePageRefusal(page: { status: number; code: string }, reply: Reply, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error.code).toBe(code);
  expect(page).toEqual({ status, code });
}

/** The action's refusal and the API's agree on the code; the API's status is the contract's for that code. */
function sameRefusal(action: unknown, reply: Reply, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error.code).toBe(code);
  expect(action).toMatchObject({ ok: false, code });
}

/** A league with one finished game (so it has members), its token in this browser's cookie. */
async function leagueWithMembers() {
  const created = await leagues.create({ name: "Thursday club" });
  const league = { id: created.body.id as string, token: created.body.token as string };
  const game = await leagues.createSession(
    { game: "nines", players: ["Ann", "Ben"], leagueId: league.id, options: { rounds: 1 } },
    league.token,
  );
  expect(game.status).toBe(201);
  jar.set(`deckside-league-${league.id}`, league.token);
  const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
  return { ...league, ann: members.find((m) => m.name === "Ann")!.id, ben: members.find((m) => m.name === "Ben")!.id };
}

describe("session actions", () => {
  it("the new-game form's create refuses a body of the wrong shape as the API does (invalid_body)", async () => {
    for (const body of [{ game: "nines", players: [] }, { game: "nines", players: ["Ann", " "] }, "nines", null]) {
      samePageRefusal(await pageCreate(body), await api.createSession(body), 400, "invalid_body");
    }
  });

  it("the new-game form's create refuses what the rules forbid as the API does (rule_violation)", async () => {
    const body = { game: "nines", players: ["Ann", "ann"] };
    samePageRefusal(await pageCreate(body), await api.createSession(body), 422, "rule_violation");
  });

  it("saveRoundAction refuses a bad entry, a bad guard and a bad round number as the API does", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const bad = { winner: 42, hands: {} };
    sameRefusal(
      await saveRoundAction(s.id, 1, false, bad),
      await api.addRound(s.id, bad, s.token),
      400,
      "invalid_body",
    );
    sameRefusal(
      await saveRoundAction(s.id, 1, false, "x"),
      await api.addRound(s.id, "x", s.token),
      400,
      "invalid_body",
    );
    const good = s.entry("Ann", { Ben: 5, Cem: 7 });
    sameRefusal(
      await saveRoundAction(s.id, 0, false, good),
      await api.addRound(s.id, { ...good, round: 0 }, s.token),
      400,
      "invalid_body",
    );
    const unfair = s.entry("Ann", { Ben: 0, Cem: 7 });
    sameRefusal(
      await saveRoundAction(s.id, 1, false, unfair),
      await api.addRound(s.id, unfair, s.token),
      422,
      "rule_violation",
    );
    for (const number of [0, -1, 1.5, 7]) {
      sameRefusal(
        await saveRoundAction(s.id, number, true, good),
        await api.putRound(s.id, number, good, s.token),
        404,
        "not_found",
      );
    }
    expect((await api.getSession(s.id)).body.rounds).toEqual([]);
  });

  it("undoRoundAction refuses a round number the API would not find (not_found)", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    await s.play("Ann", { Ben: 5, Cem: 7 });
    for (const number of [0, 1.5, 2]) {
      sameRefusal(await undoRoundAction(s.id, number), await api.deleteRound(s.id, number, s.token), 404, "not_found");
    }
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(1);
  });

  it("deleteSessionAction without this game's token is refused as the API does (unauthorized)", async () => {
    const s = await ninesSession();
    const created = await leagues.create({ name: "Other" });
    sameRefusal(
      await deleteSessionAction(s.id),
      await leagues.deleteSession(s.id, created.body.token),
      401,
      "unauthorized",
    );
    expect((await api.getSession(s.id)).status).toBe(200);
  });
});

describe("league actions", () => {
  it("createLeagueAction refuses a body of the wrong shape as the API does (invalid_body)", async () => {
    for (const body of [{ name: "" }, { name: "x".repeat(61) }, { name: "Club", pointsTable: [] }]) {
      sameRefusal(await createLeagueAction(body), await leagues.create(body), 400, "invalid_body");
    }
  });

  it("renameMemberAction refuses an empty, blank or 1,000-character name as the API does; the name stays", async () => {
    const league = await leagueWithMembers();
    for (const name of ["", "   ", "x".repeat(1000)]) {
      sameRefusal(
        await renameMemberAction(league.id, league.ann, name),
        await leagues.rename(league.id, league.ann, name, league.token),
        400,
        "invalid_body",
      );
    }
    sameRefusal(
      await renameMemberAction(league.id, league.ann, "ben"),
      await leagues.rename(league.id, league.ann, "ben", league.token),
      422,
      "rule_violation",
    );
    const members = (await leagues.get(league.id)).body.members.map((m: { name: string }) => m.name);
    expect(members).toEqual(["Ann", "Ben"]);
    expect(await renameMemberAction(league.id, league.ann, "  Anna ")).toEqual({ ok: true });
    expect((await leagues.get(league.id)).body.members.map((m: { name: string }) => m.name)).toEqual(["Anna", "Ben"]);
  });

  it("mergeMembersAction refuses an empty target, the same member and an unknown one as the API does", async () => {
    const league = await leagueWithMembers();
    const cases: Array<[string, number, string]> = [
      ["", 400, "invalid_body"],
      [league.ann, 422, "rule_violation"],
      ["no-such-member", 404, "not_found"],
      [league.ben, 422, "rule_violation"], // they played in the same game
    ];
    for (const [into, status, code] of cases) {
      sameRefusal(
        await mergeMembersAction(league.id, league.ann, into),
        await leagues.merge(league.id, league.ann, into, league.token),
        status,
        code,
      );
    }
    expect((await leagues.get(league.id)).body.members).toHaveLength(2);
  });
});

describe("actions without an API route", () => {
  it("setLocaleAction sets only a locale the app has (the language switch's form sends it as `locale`)", async () => {
    const form = (locale: string) => {
      const data = new FormData();
      data.set("locale", locale);
      return data;
    };
    await setLocaleAction(form("xx"));
    expect(jar.has("NEXT_LOCALE")).toBe(false);
    await setLocaleAction(new FormData());
    expect(jar.has("NEXT_LOCALE")).toBe(false);
    await setLocaleAction(form("de"));
    expect(jar.get("NEXT_LOCALE")).toBe("de");
  });
});
