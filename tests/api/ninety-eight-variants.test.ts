// Ninety-Eight variants through the API (issue 9): the effective limit with Ninety-Nine rules, Team Ninety-Eight
// (partners opposite share strikes and go out together; both are winners, also in a league) and an agreed
// number of rounds (fewest strikes wins, ties shared).
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ninetyEightOptionsSchema } from "@/lib/games/ninety-eight/options";
import { ninetyEightRules } from "@/lib/games/ninety-eight/referee";
import { MESSAGES } from "@/lib/i18n/messages/all";
import { api, expectError, expectRefused, violations } from "./client";
import { leagues } from "./league-client";

const GAME = "ninety-eight";

async function session(players: string[], options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const created = await api.createSession({ game: GAME, players, options, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const ids: Record<string, string> = Object.fromEntries(
    created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]),
  );
  const id = created.body.id as string;
  const token = created.body.token as string;
  const byId = (playerId: string) => Object.keys(ids).find((name) => ids[name] === playerId);
  return {
    id,
    token,
    ids,
    body: created.body,
    entry: (...names: string[]) => ({ eliminated: names.map((name) => ids[name] ?? name) }),
    play: async (...names: string[]) => {
      const r = await api.addRound(id, { eliminated: names.map((name) => ids[name] ?? name) }, token);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.session;
    },
    winners: (view: any) => view.winners.map(byId),
  };
}

/** Standings as [name, strikes, out, rank, team] rows, best first. */
const rows = (view: any) => view.standings.map((r: any) => [r.name, r.strikes, r.out, r.rank, r.team]);

describe("ninety-eight: the effective limit", () => {
  it("Ninety-Nine rules: options.limit is 99, the referee plays to 99, and the rules in force say 99", async () => {
    const s = await session(["Ann", "Ben", "Cem"], { ninetyNineRules: true });
    expect(s.body.options).toMatchObject({ limit: 99, ninetyNineRules: true });
    const read = await api.getSession(s.id);
    expect(read.body.options.limit).toBe(99);
    // The referee page parses the session's options with the same schema.
    const referee = ninetyEightRules(ninetyEightOptionsSchema.parse(read.body.options));
    expect(referee.limit).toBe(99);
    expect(referee.effects.K).toEqual({ op: "set", value: 99 });
    // "Rules in force" shows each option's label with the session's value.
    const t = createTranslator({ locale: "en", messages: MESSAGES.en as never }) as (key: string) => string;
    expect(`${t("ninety-eight.options.limit.label")}: ${read.body.options.limit}`).toBe("Limit: 99");
  });

  it("an explicit 99 is the same game; without Ninety-Nine rules the limit stays as given", async () => {
    expect((await session(["Ann", "Ben"], { ninetyNineRules: true, limit: 99 })).body.options.limit).toBe(99);
    expect((await session(["Ann", "Ben"])).body.options.limit).toBe(98);
    expect((await session(["Ann", "Ben"], { limit: 50 })).body.options.limit).toBe(50);
  });

  it("422 option_conflict for Speed 98's 50 with Ninety-Nine rules; nothing created", async () => {
    const before = await db.gameSession.count();
    const r = await api.createSession({
      game: GAME,
      players: ["Ann", "Ben"],
      options: { ninetyNineRules: true, limit: 50 },
    });
    const error = expectError(r, 422, "rule_violation");
    expect(violations(error)).toEqual([expect.objectContaining({ code: "option_conflict", field: "limit" })]);
    expect(await db.gameSession.count()).toBe(before);
  });
});

describe("ninety-eight: Team Ninety-Eight", () => {
  it("422 team_count for an odd number of players; nothing created", async () => {
    for (const players of [
      ["Ann", "Ben", "Cem"],
      ["Ann", "Ben", "Cem", "Dan", "Eve"],
    ]) {
      const before = await db.gameSession.count();
      const r = await api.createSession({ game: GAME, players, options: { teams: true } });
      const error = expectError(r, 422, "rule_violation", /in pairs/);
      expect(violations(error)).toEqual([
        expect.objectContaining({ code: "team_count", field: "players", params: { count: players.length } }),
      ]);
      expect(await db.gameSession.count()).toBe(before);
    }
  });

  it("four players: partners opposite share strikes, go out together, and both win", async () => {
    const s = await session(["Ann", "Ben", "Cem", "Dan"], { teams: true, lives: 2 });
    expect(rows(s.body)).toEqual([
      ["Ann", 0, false, 1, 1],
      ["Ben", 0, false, 1, 2],
      ["Cem", 0, false, 1, 1],
      ["Dan", 0, false, 1, 2],
    ]);
    // Ben got stuck: Dan goes out of the round with him; one strike each.
    const one = await s.play("Ben");
    expect(one.rounds[0].scores).toEqual({ [s.ids.Ann!]: 0, [s.ids.Ben!]: 1, [s.ids.Cem!]: 0, [s.ids.Dan!]: 1 });
    expect(rows(one)).toEqual([
      ["Ann", 0, false, 1, 1],
      ["Cem", 0, false, 1, 1],
      ["Ben", 1, false, 3, 2],
      ["Dan", 1, false, 3, 2],
    ]);
    // Naming both partners, or both teams, is refused with nothing changed.
    const partners = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", "Cem"), s.token),
      422,
      "rule_violation",
    );
    expect(violations(partners)).toEqual([expect.objectContaining({ code: "same_team", field: "eliminated.1" })]);
    const both = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", "Ben"), s.token),
      422,
      "rule_violation",
    );
    expect(violations(both)).toEqual([expect.objectContaining({ code: "team_all_eliminated" })]);
    await s.play("Cem");
    const end = await s.play("Dan");
    expect(end.status).toBe("finished");
    expect(s.winners(end)).toEqual(["Ann", "Cem"]);
    expect(rows(end)).toEqual([
      ["Ann", 1, false, 1, 1],
      ["Cem", 1, false, 1, 1],
      ["Ben", 2, true, 3, 2],
      ["Dan", 2, true, 3, 2],
    ]);
  });

  it("in a league both partners of the surviving team are counted as winners", async () => {
    const created = await leagues.create({ name: "Pairs night" });
    const league = { id: created.body.id as string, token: created.body.token as string };
    const filed = await leagues.createSession(
      { game: GAME, players: ["Ann", "Ben", "Cem", "Dan"], options: { teams: true, lives: 1 }, leagueId: league.id },
      league.token,
    );
    expect(filed.status).toBe(201);
    const ids: Record<string, string> = Object.fromEntries(
      filed.body.players.map((p: { name: string; id: string }) => [p.name, p.id]),
    );
    const done = await api.addRound(filed.body.id, { eliminated: [ids.Dan] }, league.token);
    expect(done.status).toBe(201);
    expect(done.body.session.status).toBe("finished");
    const standings = await leagues.standings(league.id);
    const byName = Object.fromEntries(standings.body.standings.map((r: any) => [r.name, r]));
    expect(byName.Ann).toMatchObject({ played: 1, wins: 1 });
    expect(byName.Cem).toMatchObject({ played: 1, wins: 1 });
    expect(byName.Ben).toMatchObject({ played: 1, wins: 0 });
    expect(byName.Dan).toMatchObject({ played: 1, wins: 0 });
  });
});

describe("ninety-eight: an agreed number of rounds", () => {
  it("options list rounds (null by default); 400 outside 1 to 50", async () => {
    expect((await session(["Ann", "Ben"])).body.options.rounds).toBeNull();
    for (const rounds of [0, 51, 2.5]) {
      const r = await api.createSession({ game: GAME, players: ["Ann", "Ben"], options: { rounds } });
      expect(r.status).toBe(400);
    }
  });

  it("says round k of n, keeps everyone in past the lives, and ends after exactly n rounds: fewest strikes, ties shared", async () => {
    const s = await session(["Ann", "Ben", "Cem"], { rounds: 3, lives: 1 });
    expect(s.body.progress).toEqual({ rounds: { played: 0, total: 3 } });
    const one = await s.play("Ben", "Cem");
    expect(one.progress).toEqual({ rounds: { played: 1, total: 3 } });
    expect(one.standings.every((r: any) => r.out === false)).toBe(true);
    expect(one.participants).toHaveLength(3);
    await s.play("Ann", "Cem");
    const end = await s.play("Cem", "Ann");
    expect(end.status).toBe("finished");
    expect(end.progress).toEqual({ rounds: { played: 3, total: 3 } });
    expect(rows(end)).toEqual([
      ["Ben", 1, false, 1, undefined],
      ["Ann", 2, false, 2, undefined],
      ["Cem", 3, false, 3, undefined],
    ]);
    expect(s.winners(end)).toEqual(["Ben"]);
    // After the agreed rounds the game is over: a fourth round is refused (409), nothing changed.
    await expectRefused(s.id, () => api.addRound(s.id, s.entry("Ann", "Ben"), s.token), 409, "game_finished");
  });

  it("equal fewest strikes share the win", async () => {
    const s = await session(["Ann", "Ben", "Cem"], { rounds: 2 });
    await s.play("Ben", "Cem");
    const end = await s.play("Ann", "Cem");
    expect(s.winners(end)).toEqual(["Ann", "Ben"]);
    expect(end.standings.filter((r: any) => r.rank === 1)).toHaveLength(2);
  });
});
