// The two adding games through the API: Ninety-Eight (`ninety-eight`, round entry { eliminated: [...] }) and the
// Ninety-Nine adding game (`ninety-nine-adding`, round entry { bust }): strikes, tokens, who is out, the deal,
// stakes, game ends, every refusal (nothing changed), edit and undo.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, containsToken, expectError, expectRefused, violations } from "./client";

type Ids = Record<string, string>;

/** A session of `game`; entries name players by name and are sent by id. */
async function survivalSession(
  game: string,
  players: string[],
  options: Record<string, unknown> = {},
  firstDealer = 0,
) {
  const created = await api.createSession({ game, players, options, firstDealer });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const ids: Ids = Object.fromEntries(created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]));
  const id = created.body.id as string;
  const token = created.body.token as string;
  /** A player's id by name; unknown names are sent as they are (for unknown-id tests). */
  const idOf = (name: string) => ids[name] ?? name;
  const nameOf = (playerId: string) => Object.keys(ids).find((name) => ids[name] === playerId) ?? playerId;
  return {
    id,
    token,
    ids,
    session: created.body,
    idOf,
    nameOf,
    add: (body: unknown) => api.addRound(id, body, token),
    /** Adds a round and insists it lands. */
    post: async (body: unknown) => {
      const r = await api.addRound(id, body, token);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body as { round: any; session: any };
    },
    /** A refused POST: status, code and message, with nothing changed; returns the error. */
    refused: (body: unknown, status: number, code: string, message?: RegExp) =>
      expectRefused(id, () => api.addRound(id, body, token), status, code, message),
    /** `next` by names: [round, dealer, starter], or null. */
    next: (session: any): [number, string, string] | null =>
      session.next ? [session.next.round, nameOf(session.next.dealer), nameOf(session.next.starter)] : null,
  };
}

type Survival = Awaited<ReturnType<typeof survivalSession>>;

/** A 422 rule_violation on POST with nothing changed; the headline is the first violation. Returns the violations. */
async function ruleRefused(s: Survival, body: unknown, message?: RegExp) {
  const error = await s.refused(body, 422, "rule_violation", message);
  const list = violations(error);
  expect(list.length).toBeGreaterThan(0);
  expect(error.message).toBe(list[0]!.message);
  return list;
}

/** A create request that must be refused without storing anything. */
async function refusedCreate(body: unknown, status: number, code: string, message?: RegExp) {
  const before = await db.gameSession.count();
  const r = await api.createSession(body);
  const error = expectError(r, status, code, message);
  expect(await db.gameSession.count()).toBe(before);
  expect(containsToken(r.body, "token")).toBe(false);
  return error;
}

const NAMES = ["Ann", "Ben", "Cem", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida"];

/* ------------------------------------------------------------------ Ninety-Eight ------------------------------------------------------------------ */

const EIGHT = "ninety-eight";
const EIGHT_DEFAULTS = {
  lives: 3,
  rounds: null,
  stakes: false,
  limit: 98,
  reverseFours: false,
  jackSkip: false,
  handSize: 4,
  teams: false,
  ninetyNineRules: false,
};

function eightSession(players: string[], options: Record<string, unknown> = {}, firstDealer = 0) {
  return survivalSession(EIGHT, players, options, firstDealer).then((s) => ({
    ...s,
    /** `{ eliminated: [ids] }` from names, in the order they went out. */
    entry: (...names: string[]) => ({ eliminated: names.map(s.idOf) }),
    play: (...names: string[]) => s.post({ eliminated: names.map(s.idOf) }),
  }));
}

/** Ninety-Eight standings as [name, strikes, out, rank] rows, best first. */
function strikes(session: any): Array<[string, number, boolean, number]> {
  return session.standings.map((row: any) => [row.name, row.strikes, row.out, row.rank]);
}

/** With stakes: chips by name and the pot; chips plus pot sum to 0. */
function chips(session: any): { chips: Record<string, number>; pot: number } {
  const balances: Record<string, number> = Object.fromEntries(
    session.standings.map((row: any) => [row.name, row.chips]),
  );
  const pot = session.extra.pot as number;
  expect(typeof pot).toBe("number");
  expect(Object.values(balances).reduce((sum, n) => sum + n, 0) + pot).toBe(0);
  return { chips: balances, pot };
}

describe("ninety-eight: set-up", () => {
  it("201 for 2 to 8 players with every option's default; strikes 0 and nobody out", async () => {
    for (let count = 2; count <= 8; count++) {
      const players = NAMES.slice(0, count);
      const r = await api.createSession({ game: EIGHT, players });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.options).toEqual(EIGHT_DEFAULTS);
      expect(strikes(r.body)).toEqual(players.map((name) => [name, 0, false, 1]));
      expect(r.body.standings.every((row: any) => !("chips" in row))).toBe(true);
      expect(r.body.next).toEqual({ round: 1, dealer: r.body.players[0].id, starter: r.body.players[1].id });
    }
  });

  it("422 player_count for 9 players (and for 1), saying more than 5 need a second deck or 3-card hands", async () => {
    const nine = await refusedCreate(
      { game: EIGHT, players: NAMES },
      422,
      "rule_violation",
      /2 to 8 players.*second deck or 3-card hands.*not 9/,
    );
    expect(violations(nine)).toEqual([expect.objectContaining({ code: "player_count", field: "players" })]);
    const one = await refusedCreate({ game: EIGHT, players: ["Ann"] }, 422, "rule_violation", /not 1/);
    expect(violations(one)[0]).toMatchObject({ code: "player_count" });
  });

  it("400 for an unknown option or a bad value, naming it", async () => {
    await refusedCreate(
      { game: EIGHT, players: ["Ann", "Ben"], options: { strikes: 3 } },
      400,
      "invalid_body",
      /strikes/,
    );
    await refusedCreate({ game: EIGHT, players: ["Ann", "Ben"], options: { lives: 0 } }, 400, "invalid_body", /lives/);
    await refusedCreate(
      { game: EIGHT, players: ["Ann", "Ben"], options: { stakes: "on" } },
      400,
      "invalid_body",
      /stakes/,
    );
  });
});

describe("ninety-eight: a round entry", () => {
  it("adds a strike to each eliminated player; the round winner gets none", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    const body = s.entry("Cem", "Ann", "Dan");
    const r = await s.add(body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["round", "session", "version"]);
    expect(r.body.round).toMatchObject({ number: 1, entry: body });
    // The round's scores are the strikes it added.
    expect(r.body.round.scores).toEqual({ [s.ids.Ann!]: 1, [s.ids.Ben!]: 0, [s.ids.Cem!]: 1, [s.ids.Dan!]: 1 });
    const session = r.body.session;
    expect(strikes(session)).toEqual([
      ["Ben", 0, false, 1],
      ["Ann", 1, false, 2],
      ["Cem", 1, false, 2],
      ["Dan", 1, false, 2],
    ]);
    expect(session.status).toBe("active");
    expect(session.winners).toEqual([]);
    expect(s.next(session)).toEqual([2, "Ben", "Cem"]);
    expect(containsToken(r.body, s.token)).toBe(false);
    expect((await api.getSession(s.id)).body).toEqual(session);

    const second = await s.play("Ben", "Ann", "Cem"); // Dan wins: Ann 2, Ben 1, Cem 2, Dan 1
    expect(strikes(second.session)).toEqual([
      ["Ben", 1, false, 1],
      ["Dan", 1, false, 1],
      ["Ann", 2, false, 3],
      ["Cem", 2, false, 3],
    ]);
  });

  it("refuses nobody eliminated (422 no_eliminations), nothing changed", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    await s.play("Cem", "Ann", "Dan");
    const list = await ruleRefused(
      s,
      { eliminated: [] },
      /Enter the 3 eliminated players in the order they went out; the last one left wins the round/,
    );
    expect(list).toEqual([
      expect.objectContaining({ code: "no_eliminations", field: "eliminated", params: { expected: 3, actual: 0 } }),
    ]);
  });

  it("refuses everyone eliminated (all active players: 422 all_eliminated), nothing changed", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    await s.play("Cem", "Ann", "Dan");
    const list = await ruleRefused(
      s,
      s.entry("Cem", "Ann", "Dan", "Ben"),
      /Everyone is listed as eliminated: leave out the last player left/,
    );
    expect(list).toEqual([
      expect.objectContaining({ code: "all_eliminated", field: "eliminated", params: { expected: 3, actual: 4 } }),
    ]);

    // With a player out, "everyone" means every player still in.
    const u = await eightSession(["Ann", "Ben", "Cem"], { lives: 2 });
    await u.play("Cem", "Ann"); // Cem 1, Ann 1
    await u.play("Cem", "Ben"); // Cem out, Ben 1
    const still = await ruleRefused(u, u.entry("Ann", "Ben"), /Everyone is listed as eliminated/);
    expect(still[0]).toMatchObject({ code: "all_eliminated", params: { expected: 1, actual: 2 } });
  });

  it("refuses too few or too many eliminated (422 wrong_count), nothing changed", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    const list = await ruleRefused(
      s,
      s.entry("Cem", "Ann"),
      /4 players are still in the game, so a round eliminates exactly 3; 2 entered/,
    );
    expect(list).toEqual([
      expect.objectContaining({ code: "wrong_count", field: "eliminated", params: { expected: 3, actual: 2 } }),
    ]);
  });

  it("refuses the same player twice (422 duplicate_player at the second mention), nothing changed", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    await s.play("Cem", "Ann", "Dan");
    const list = await ruleRefused(s, s.entry("Ann", "Cem", "Ann"), /eliminated at most once per round/);
    expect(list).toEqual([
      expect.objectContaining({ code: "duplicate_player", field: "eliminated.2", params: { player: s.ids.Ann } }),
    ]);
    // Three entries for three eliminations, but one of them twice.
    await ruleRefused(s, s.entry("Dan", "Dan", "Cem"), /at most once/);
  });

  it("refuses an unknown id (422 unknown_player naming the position), also another session's player", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    const other = await eightSession(["Ann", "Ben", "Cem", "Dan"]);
    const list = await ruleRefused(s, s.entry("Ann", "stranger", "Cem"), /No player with id "stranger"/);
    expect(list).toEqual([
      expect.objectContaining({ code: "unknown_player", field: "eliminated.1", params: { player: "stranger" } }),
    ]);
    const foreign = await ruleRefused(s, { eliminated: [s.ids.Ann, other.ids.Ben, s.ids.Cem] }, /No player with id/);
    expect(foreign[0]).toMatchObject({ code: "unknown_player", field: "eliminated.1" });
  });

  it("refuses a player who is out (reached `lives` strikes) being eliminated (422 player_out), nothing changed", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"], { lives: 2 });
    await s.play("Cem", "Ann"); // Cem 1, Ann 1
    const { session } = await s.play("Cem", "Ben"); // Cem 2: out; Ben 1
    expect(strikes(session)).toEqual([
      ["Ann", 1, false, 1],
      ["Ben", 1, false, 1],
      ["Cem", 2, true, 3],
    ]);
    expect(session.participants).toEqual([s.ids.Ann, s.ids.Ben]);
    const alone = await ruleRefused(s, s.entry("Cem"), /already out of the game/);
    expect(alone).toEqual([
      expect.objectContaining({ code: "player_out", field: "eliminated.0", params: { player: s.ids.Cem } }),
    ]);
    const withOther = await ruleRefused(s, s.entry("Ann", "Cem"), /already out of the game/);
    expect(withOther).toEqual([expect.objectContaining({ code: "player_out", field: "eliminated.1" })]);
    // The right entry still lands.
    expect((await s.add(s.entry("Ann"))).status).toBe(201);
  });

  it("400 for an entry of the wrong shape, nothing changed", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"]);
    await s.play("Cem", "Ann");
    const cases: Array<[unknown, RegExp]> = [
      [{}, /eliminated/],
      [{ eliminated: s.ids.Ann }, /eliminated/],
      [{ eliminated: null }, /eliminated/],
      [{ eliminated: [s.ids.Ann, 2] }, /eliminated\.1/],
      [{ eliminated: [""] }, /eliminated\.0/],
      [{ eliminated: [s.ids.Ann], winner: s.ids.Ben }, /winner/],
      [{ bust: s.ids.Ann }, /bust|eliminated/],
    ];
    for (const [body, field] of cases) {
      const error = await s.refused(body, 400, "invalid_body", field);
      expect(Array.isArray(error.details?.issues)).toBe(true);
    }
  });
});

describe("ninety-eight: the deal and the end of the game", () => {
  it("lives: 1 is the single-round game: the last player standing wins; later eliminations rank better", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"], { lives: 1 });
    const { session } = await s.play("Ann", "Dan", "Cem");
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ben]);
    expect(session.next).toBeNull();
    expect(session.tiebreak).toBeNull();
    expect(strikes(session)).toEqual([
      ["Ben", 0, false, 1],
      ["Cem", 1, true, 2],
      ["Dan", 1, true, 3],
      ["Ann", 1, true, 4],
    ]);
    await s.refused(s.entry("Ben"), 409, "game_finished", /game is over/);
    await s.refused(s.entry("Ann", "Dan", "Cem"), 409, "game_finished");
  });

  it("with two players and default lives, three lost rounds end the game", async () => {
    const s = await eightSession(["Ann", "Ben"]);
    await s.play("Ann");
    await s.play("Ben");
    let { session } = await s.play("Ann");
    expect(session.status).toBe("active");
    expect(strikes(session)).toEqual([
      ["Ben", 1, false, 1],
      ["Ann", 2, false, 2],
    ]);
    ({ session } = await s.play("Ann"));
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ben]);
    expect(strikes(session)).toEqual([
      ["Ben", 1, false, 1],
      ["Ann", 3, true, 2],
    ]);
  });

  it("the deal passes clockwise to the next player still in; the next active player left of the dealer starts", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan", "Eve"], { lives: 2 });
    expect(s.next(s.session)).toEqual([1, "Ann", "Ben"]);
    let { session } = await s.play("Cem", "Dan", "Eve", "Ann"); // Ben wins; Ann Cem Dan Eve on 1
    expect(s.next(session)).toEqual([2, "Ben", "Cem"]);
    ({ session } = await s.play("Cem", "Ann", "Ben", "Eve")); // Dan wins; Cem, Ann, Eve out; Ben 1
    expect(strikes(session)).toEqual([
      ["Ben", 1, false, 1],
      ["Dan", 1, false, 1],
      ["Eve", 2, true, 3],
      ["Ann", 2, true, 4],
      ["Cem", 2, true, 5],
    ]);
    expect(session.participants).toEqual([s.ids.Ben, s.ids.Dan]);
    // Ben dealt round 2: Cem is out, so Dan deals; Eve and Ann are out, so Ben starts.
    expect(s.next(session)).toEqual([3, "Dan", "Ben"]);
    ({ session } = await s.play("Dan"));
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ben]);
    expect(strikes(session).map(([name, , , rank]) => [name, rank])).toEqual([
      ["Ben", 1],
      ["Dan", 2],
      ["Eve", 3],
      ["Ann", 4],
      ["Cem", 5],
    ]);
  });

  it("a chosen first dealer deals round 1", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"], {}, 2);
    expect(s.next(s.session)).toEqual([1, "Cem", "Ann"]);
    const { session } = await s.play("Ann", "Ben");
    expect(s.next(session)).toEqual([2, "Ann", "Ben"]);
  });
});

describe("ninety-eight: stakes", () => {
  it("antes, round wins and the pot: chips in standings, extra.pot, always summing to 0; the winner takes the pot", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"], { lives: 2, stakes: true });
    expect(s.session.options.stakes).toBe(true);
    expect(chips(s.session)).toEqual({ chips: { Ann: 0, Ben: 0, Cem: 0 }, pot: 0 });

    // Round 1: all three ante 1 (pot 3); Ben wins and gets 1 from Ann and from Cem.
    let { session } = await s.play("Ann", "Cem");
    expect(chips(session)).toEqual({ chips: { Ann: -2, Ben: 1, Cem: -2 }, pot: 3 });
    // Round 2: all three ante (pot 6); Ann wins 1 from Cem and Ben. Cem is out.
    ({ session } = await s.play("Cem", "Ben"));
    expect(chips(session)).toEqual({ chips: { Ann: -1, Ben: -1, Cem: -4 }, pot: 6 });
    expect(session.status).toBe("active");
    // Round 3: only Ann and Ben ante (pot 8); Ben wins 1 from Ann, Ann is out and Ben takes the pot.
    ({ session } = await s.play("Ann"));
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ben]);
    expect(chips(session)).toEqual({ chips: { Ann: -3, Ben: 7, Cem: -4 }, pot: 0 });
    expect(session.standings.map((row: any) => [row.name, row.strikes, row.chips, row.rank])).toEqual([
      ["Ben", 1, 7, 1],
      ["Ann", 2, -3, 2],
      ["Cem", 2, -4, 3],
    ]);
  });

  it("the single-round game with stakes: the winner collects from each and takes the pot", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem", "Dan"], { lives: 1, stakes: true });
    const { session } = await s.play("Ben", "Cem", "Dan");
    expect(chips(session)).toEqual({ chips: { Ann: 6, Ben: -2, Cem: -2, Dan: -2 }, pot: 0 });
  });

  it("a refusal moves no chips", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"], { stakes: true });
    await s.play("Ann", "Cem");
    await ruleRefused(s, s.entry("Ann", "Ann"), /at most once/);
    expect(chips((await api.getSession(s.id)).body)).toEqual({ chips: { Ann: -2, Ben: 1, Cem: -2 }, pot: 3 });
  });
});

describe("ninety-eight: edit and undo", () => {
  it("PUT replaces a round and recomputes strikes, chips and the deal; an edit that breaks a later round is refused", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"], { lives: 2, stakes: true });
    await s.play("Cem", "Ann"); // Ben wins: Ann 1, Cem 1
    await s.play("Cem", "Ben"); // Ann wins: Cem out, Ben 1
    await s.play("Ann"); // Ben wins the game
    const before = (await api.getSession(s.id)).body;
    expect(before.status).toBe("finished");

    // Round 2 with Ann and Ben eliminated: Ann would be out after round 2, and round 3 eliminates her again.
    const broken = await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ann", "Ben"), s.token),
      422,
      "rule_violation",
      /round 3 invalid.*already out of the game/,
    );
    expect(violations(broken)[0]).toMatchObject({ code: "player_out", field: "eliminated.0" });
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", "Ann"), s.token),
      422,
      "rule_violation",
      /at most once/,
    );
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, { eliminated: "x" }, s.token),
      400,
      "invalid_body",
      /eliminated/,
    );

    // Round 1 with Ann winning instead of Ben: Ben 1, Cem 1; round 2: Cem out, Ben 2: out too → Ann wins after round 2,
    // so round 3 would come after the end.
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ben", "Cem"), s.token),
      409,
      "game_finished",
      /round 3 invalid.*Undo the later rounds first/,
    );

    // Round 1 in another order: same strikes, same chips, same result.
    const r = await api.putRound(s.id, 1, s.entry("Ann", "Cem"), s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.round).toMatchObject({ number: 1, entry: s.entry("Ann", "Cem") });
    expect(strikes(r.body.session)).toEqual(strikes(before));
    expect(chips(r.body.session)).toEqual(chips(before));

    // Round 3 with Ben eliminated instead: Ann antes (-2), takes 1 from Ben (-1) and the pot of 8 (7).
    const r3 = await api.putRound(s.id, 3, s.entry("Ben"), s.token);
    expect(r3.status, JSON.stringify(r3.body)).toBe(200);
    expect(r3.body.session.winners).toEqual([s.ids.Ann]);
    expect(strikes(r3.body.session)).toEqual([
      ["Ann", 1, false, 1],
      ["Ben", 2, true, 2],
      ["Cem", 2, true, 3],
    ]);
    expect(chips(r3.body.session)).toEqual({ chips: { Ann: 7, Ben: -3, Cem: -4 }, pot: 0 });
    expect((await api.getSession(s.id)).body).toEqual(r3.body.session);
  });

  it("DELETE undoes the last round: the game reopens with strikes, chips and the deal as before it", async () => {
    const s = await eightSession(["Ann", "Ben", "Cem"], { lives: 2, stakes: true });
    await s.play("Cem", "Ann");
    const { session: afterTwo } = await s.play("Cem", "Ben");
    await s.play("Ann");
    await expectRefused(s.id, () => api.deleteRound(s.id, 2, s.token), 409, "not_last_round");
    const r = await api.deleteRound(s.id, 3, s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const session = r.body.session;
    expect(session.status).toBe("active");
    expect(session.winners).toEqual([]);
    expect(strikes(session)).toEqual(strikes(afterTwo));
    expect(chips(session)).toEqual({ chips: { Ann: -1, Ben: -1, Cem: -4 }, pot: 6 });
    expect(session.next).toEqual(afterTwo.next);
    expect((await api.getSession(s.id)).body).toEqual(session);
  });
});

/* -------------------------------------------------------------- Ninety-Nine, adding game -------------------------------------------------------------- */

const ADDING = "ninety-nine-adding";
const ADDING_DEFAULTS = {
  lives: 3,
  hands: null,
  startTotal: 0,
  countdown: false,
  nineKingSwap: false,
  stakes: false,
  limit: 99,
  handSize: 3,
  noValueCards: false,
};

function addingSession(players: string[], options: Record<string, unknown> = {}, firstDealer = 0) {
  return survivalSession(ADDING, players, options, firstDealer).then((s) => ({
    ...s,
    entry: (name: string) => ({ bust: s.idOf(name) }),
    bust: (name: string) => s.post({ bust: s.idOf(name) }),
  }));
}

/** Adding-game standings as [name, tokens, out, rank] rows, best first. */
function tokens(session: any): Array<[string, number, boolean, number]> {
  return session.standings.map((row: any) => [row.name, row.lives, row.out, row.rank]);
}

describe("ninety-nine-adding: set-up", () => {
  it("201 for 2 to 5 players with every option's default; everyone starts with `lives` tokens", async () => {
    for (let count = 2; count <= 5; count++) {
      const players = NAMES.slice(0, count);
      const r = await api.createSession({ game: ADDING, players });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.options).toEqual(ADDING_DEFAULTS);
      expect(tokens(r.body)).toEqual(players.map((name) => [name, 3, false, 1]));
    }
    const four = await api.createSession({ game: ADDING, players: ["Ann", "Ben"], options: { lives: 4 } });
    expect(tokens(four.body)).toEqual([
      ["Ann", 4, false, 1],
      ["Ben", 4, false, 1],
    ]);
  });

  it("422 for 1 or 6 players; 400 for lives outside 2-5", async () => {
    const six = await refusedCreate(
      { game: ADDING, players: NAMES.slice(0, 6) },
      422,
      "rule_violation",
      /2 to 5 players.*not 6/,
    );
    expect(violations(six)).toEqual([expect.objectContaining({ code: "player_count", field: "players" })]);
    await refusedCreate({ game: ADDING, players: ["Ann"] }, 422, "rule_violation", /not 1/);
    await refusedCreate({ game: ADDING, players: ["Ann", "Ben"], options: { lives: 1 } }, 400, "invalid_body", /lives/);
    await refusedCreate({ game: ADDING, players: ["Ann", "Ben"], options: { lives: 6 } }, 400, "invalid_body", /lives/);
    await refusedCreate({ game: ADDING, players: ["Ann", "Ben"], options: { hands: 0 } }, 400, "invalid_body", /hands/);
  });
});

describe("ninety-nine-adding: a bust", () => {
  it("the buster loses one token; the buster deals the next hand and the next player on their left opens it", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"]);
    expect(s.next(s.session)).toEqual([1, "Ann", "Ben"]);
    const body = s.entry("Ben");
    const r = await s.add(body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.round).toMatchObject({ number: 1, entry: body });
    expect(r.body.round.scores).toEqual({ [s.ids.Ann!]: 0, [s.ids.Ben!]: -1, [s.ids.Cem!]: 0 });
    let session = r.body.session;
    expect(tokens(session)).toEqual([
      ["Ann", 3, false, 1],
      ["Cem", 3, false, 1],
      ["Ben", 2, false, 3],
    ]);
    expect(s.next(session)).toEqual([2, "Ben", "Cem"]);
    expect(containsToken(r.body, s.token)).toBe(false);
    expect((await api.getSession(s.id)).body).toEqual(session);

    ({ session } = await s.bust("Cem"));
    expect(s.next(session)).toEqual([3, "Cem", "Ann"]);
    // The same player busting twice in a row deals twice in a row.
    ({ session } = await s.bust("Cem"));
    expect(s.next(session)).toEqual([4, "Cem", "Ann"]);
    expect(tokens(session)).toEqual([
      ["Ann", 3, false, 1],
      ["Ben", 2, false, 2],
      ["Cem", 1, false, 3],
    ]);
  });

  it("refuses an unknown id (422 unknown_player), nothing changed", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"]);
    const other = await addingSession(["Ann", "Ben", "Cem"]);
    await s.bust("Ben");
    const list = await ruleRefused(s, { bust: "stranger" }, /No player with id "stranger" sits at this table/);
    expect(list).toEqual([
      expect.objectContaining({ code: "unknown_player", field: "bust", params: { player: "stranger" } }),
    ]);
    const foreign = await ruleRefused(s, { bust: other.ids.Ben }, /No player with id/);
    expect(foreign[0]).toMatchObject({ code: "unknown_player", field: "bust" });
  });

  it("refuses a player who is out busting (422 player_out), nothing changed", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"], { lives: 2 });
    await s.bust("Ben");
    const { session } = await s.bust("Ben");
    expect(tokens(session)).toEqual([
      ["Ann", 2, false, 1],
      ["Cem", 2, false, 1],
      ["Ben", 0, true, 3],
    ]);
    expect(session.participants).toEqual([s.ids.Ann, s.ids.Cem]);
    const list = await ruleRefused(s, s.entry("Ben"), /already out of the game/);
    expect(list).toEqual([
      expect.objectContaining({ code: "player_out", field: "bust", params: { player: s.ids.Ben } }),
    ]);
  });

  it("refuses a missing or malformed bust (400), nothing changed", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"]);
    await s.bust("Ann");
    const cases: Array<[unknown, RegExp]> = [
      [{}, /bust/],
      [{ bust: null }, /bust/],
      [{ bust: "" }, /bust/],
      [{ bust: 1 }, /bust/],
      [{ bust: [s.ids.Ann, s.ids.Ben] }, /bust/],
      [{ bust: s.ids.Ben, lives: 2 }, /lives/],
      [{ eliminated: [s.ids.Ben] }, /bust|eliminated/],
    ];
    for (const [body, field] of cases) {
      const error = await s.refused(body, 400, "invalid_body", field);
      expect(Array.isArray(error.details?.issues)).toBe(true);
    }
    await s.refused(undefined, 400, "invalid_json");
  });
});

describe("ninety-nine-adding: the deal past players who are out, and the end of the game", () => {
  it("a buster put out still deals; the opener skips players who are out; the last player with tokens wins", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem", "Dan"], { lives: 2 });
    let { session } = await s.bust("Cem");
    expect(s.next(session)).toEqual([2, "Cem", "Dan"]);
    ({ session } = await s.bust("Cem")); // Cem out, and still deals the next hand
    expect(tokens(session).find(([name]) => name === "Cem")).toEqual(["Cem", 0, true, 4]);
    expect(s.next(session)).toEqual([3, "Cem", "Dan"]);
    expect(session.participants).toEqual([s.ids.Ann, s.ids.Ben, s.ids.Dan]);
    ({ session } = await s.bust("Ben")); // Ben's left is Cem, who is out: Dan opens
    expect(s.next(session)).toEqual([4, "Ben", "Dan"]);
    ({ session } = await s.bust("Ben")); // Ben out too, deals; Dan opens
    expect(s.next(session)).toEqual([5, "Ben", "Dan"]);
    ({ session } = await s.bust("Dan"));
    expect(s.next(session)).toEqual([6, "Dan", "Ann"]);
    ({ session } = await s.bust("Ann")); // Ann's left: Ben and Cem out, Dan opens
    expect(s.next(session)).toEqual([7, "Ann", "Dan"]);
    expect(session.status).toBe("active");
    ({ session } = await s.bust("Dan")); // Dan out: Ann is the last with tokens
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ann]);
    expect(session.next).toBeNull();
    expect(session.tiebreak).toBeNull();
    // Out players rank by when they went out, the later the better.
    expect(tokens(session)).toEqual([
      ["Ann", 1, false, 1],
      ["Dan", 0, true, 2],
      ["Ben", 0, true, 3],
      ["Cem", 0, true, 4],
    ]);
    await s.refused(s.entry("Ann"), 409, "game_finished", /game is over/);
  });

  it("with two players the game ends when one has no tokens left", async () => {
    const s = await addingSession(["Ann", "Ben"]);
    await s.bust("Ann");
    await s.bust("Ben");
    await s.bust("Ann");
    const { session } = await s.bust("Ann");
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ben]);
    expect(tokens(session)).toEqual([
      ["Ben", 2, false, 1],
      ["Ann", 0, true, 2],
    ]);
  });

  it("`hands`: the game ends after that many hands and the most tokens win", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"], { hands: 3 });
    expect(s.session.options.hands).toBe(3);
    expect(s.session.extra.handsLeft).toBe(3);
    await s.bust("Ann");
    let { session } = await s.bust("Ben");
    expect(session.status).toBe("active");
    expect(session.extra.handsLeft).toBe(1);
    ({ session } = await s.bust("Ann"));
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Cem]);
    expect(session.next).toBeNull();
    expect(tokens(session)).toEqual([
      ["Cem", 3, false, 1],
      ["Ben", 2, false, 2],
      ["Ann", 1, false, 3],
    ]);
    expect(session.extra.handsLeft).toBe(0);
    await s.refused(s.entry("Cem"), 409, "game_finished", /game is over/);
  });

  it("`hands`: equal most tokens share the win (both in winners, both rank 1)", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"], { hands: 1 });
    const { session } = await s.bust("Ann");
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ben, s.ids.Cem]);
    expect(tokens(session)).toEqual([
      ["Ben", 3, false, 1],
      ["Cem", 3, false, 1],
      ["Ann", 2, false, 3],
    ]);
  });

  it("`hands`: a player out before the end ranks below those still in; one survivor ends it early", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"], { hands: 10, lives: 2 });
    await s.bust("Ann");
    let { session } = await s.bust("Ann");
    expect(session.status).toBe("active");
    expect(tokens(session)).toEqual([
      ["Ben", 2, false, 1],
      ["Cem", 2, false, 1],
      ["Ann", 0, true, 3],
    ]);
    await s.bust("Ben");
    ({ session } = await s.bust("Ben"));
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Cem]);
  });
});

describe("ninety-nine-adding: edit and undo", () => {
  it("PUT replaces a hand and recomputes tokens and the deal; an edit that breaks a later hand is refused", async () => {
    const s = await addingSession(["Ann", "Ben", "Cem"], { lives: 2 });
    await s.bust("Ann"); // Ann 1
    await s.bust("Ben"); // Ben 1
    await s.bust("Ann"); // Ann out
    const before = (await api.getSession(s.id)).body;
    expect(tokens(before)).toEqual([
      ["Cem", 2, false, 1],
      ["Ben", 1, false, 2],
      ["Ann", 0, true, 3],
    ]);

    // Hand 2 busted by Ann: she would be out after hand 2, and hand 3 has her busting again.
    const broken = await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ann"), s.token),
      422,
      "rule_violation",
      /round 3 invalid.*already out of the game/,
    );
    expect(violations(broken)[0]).toMatchObject({ code: "player_out", field: "bust" });
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, { bust: "stranger" }, s.token),
      422,
      "rule_violation",
      /No player with id "stranger"/,
    );
    await expectRefused(s.id, () => api.putRound(s.id, 2, {}, s.token), 400, "invalid_body", /bust/);
    await expectRefused(s.id, () => api.putRound(s.id, 4, s.entry("Cem"), s.token), 404, "not_found", /no round 4/);

    // Hand 2 busted by Cem instead of Ben.
    const r = await api.putRound(s.id, 2, s.entry("Cem"), s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.round).toMatchObject({
      number: 2,
      entry: s.entry("Cem"),
      scores: { [s.ids.Ann!]: 0, [s.ids.Ben!]: 0, [s.ids.Cem!]: -1 },
    });
    expect(tokens(r.body.session)).toEqual([
      ["Ben", 2, false, 1],
      ["Cem", 1, false, 2],
      ["Ann", 0, true, 3],
    ]);
    // Ann busted hand 3: she deals hand 4 and Ben opens it.
    expect(s.next(r.body.session)).toEqual([4, "Ann", "Ben"]);
    expect((await api.getSession(s.id)).body).toEqual(r.body.session);
  });

  it("DELETE undoes the last hand: the token comes back, the deal goes back, a finished game reopens", async () => {
    const s = await addingSession(["Ann", "Ben"], { lives: 2 });
    await s.bust("Ann");
    const { session: afterTwo } = await s.bust("Ben");
    const { session: done } = await s.bust("Ann");
    expect(done.status).toBe("finished");
    expect(done.winners).toEqual([s.ids.Ben]);
    await expectRefused(
      s.id,
      () => api.deleteRound(s.id, 1, s.token),
      409,
      "not_last_round",
      /Only the last round \(3\)/,
    );
    await expectRefused(s.id, () => api.deleteRound(s.id, 3, "wrong-token"), 401, "unauthorized");

    const r = await api.deleteRound(s.id, 3, s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const session = r.body.session;
    expect(session.status).toBe("active");
    expect(session.winners).toEqual([]);
    expect(tokens(session)).toEqual([
      ["Ann", 1, false, 1],
      ["Ben", 1, false, 1],
    ]);
    expect(tokens(session)).toEqual(tokens(afterTwo));
    expect(s.next(session)).toEqual([3, "Ben", "Ann"]);
    expect((await api.getSession(s.id)).body).toEqual(session);
    expect((await s.add({ ...s.entry("Ben"), round: 3 })).status).toBe(201);
  });
});
