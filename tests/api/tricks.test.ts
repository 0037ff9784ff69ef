// Ninety-Nine, trick-taking (`ninety-nine-tricks`) through the API: set-up, the round entry { bids, tricks, trump?,
// premium? }, every refusal (nothing changed), both game ends, shared wins, edit and undo.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, containsToken, expectError, expectRefused, table, violations } from "./client";

const GAME = "ninety-nine-tricks";
const NAMES = ["Ann", "Ben", "Cem"] as const;
type Name = (typeof NAMES)[number];
type Three = [number, number, number];

const DEFAULTS = { bidEncoding: "suit", premiums: false, rounds: 9, target: null };

/** A three-player Ninety-Nine session, with round entries written by seat: `[Ann, Ben, Cem]`. */
async function tricksSession(options: Record<string, unknown> = {}, firstDealer = 0) {
  const created = await api.createSession({ game: GAME, players: [...NAMES], options, firstDealer });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const ids = Object.fromEntries(
    created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]),
  ) as Record<Name, string>;
  const id = created.body.id as string;
  const token = created.body.token as string;
  const bySeat = (values: Three) => Object.fromEntries(NAMES.map((name, seat) => [ids[name], values[seat]]));
  /** `{ bids, tricks, ...extra }` keyed by player id. */
  const entry = (bids: Three, tricks: Three, extra: Record<string, unknown> = {}) => ({
    bids: bySeat(bids),
    tricks: bySeat(tricks),
    ...extra,
  });
  const s = {
    id,
    token,
    ids,
    session: created.body,
    entry,
    bySeat,
    add: (body: unknown) => api.addRound(id, body, token),
    /** Adds a round and insists it lands. */
    play: async (bids: Three, tricks: Three, extra: Record<string, unknown> = {}) => {
      const r = await api.addRound(id, entry(bids, tricks, extra), token);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body as { round: any; session: any };
    },
    /** A refused POST: status, code and message, with nothing changed; returns the error. */
    refused: (body: unknown, status: number, code: string, message?: RegExp) =>
      expectRefused(id, () => api.addRound(id, body, token), status, code, message),
  };
  return s;
}

type Table = Awaited<ReturnType<typeof tricksSession>>;

/** A 422 rule_violation on POST with nothing changed; the headline is the first violation. Returns the violations. */
async function ruleRefused(s: Table, body: unknown, message?: RegExp) {
  const error = await s.refused(body, 422, "rule_violation", message);
  const list = violations(error);
  expect(list.length).toBeGreaterThan(0);
  expect(error.message).toBe(list[0]!.message);
  return list;
}

describe("ninety-nine-tricks: set-up", () => {
  it("201 for exactly 3 players, every option with its default, the first dealer deals and the next seat leads", async () => {
    const r = await api.createSession({ game: GAME, players: ["Ann", "Ben", "Cem"] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const s = r.body;
    expect(s.game).toBe(GAME);
    expect(s.options).toEqual(DEFAULTS);
    expect(s.players.map((p: any) => [p.name, p.seat])).toEqual([
      ["Ann", 0],
      ["Ben", 1],
      ["Cem", 2],
    ]);
    const [ann, ben] = s.players.map((p: any) => p.id);
    expect(s.rounds).toEqual([]);
    expect(s.status).toBe("active");
    expect(s.winners).toEqual([]);
    expect(s.tiebreak).toBeNull();
    expect(s.next).toEqual({ round: 1, dealer: ann, starter: ben });
    expect(table(s)).toEqual([
      ["Ann", 0, 1],
      ["Ben", 0, 1],
      ["Cem", 0, 1],
    ]);
    expect(typeof s.token).toBe("string");
    // The token is shown once: reading the session back does not contain it.
    const read = await api.getSession(s.id);
    expect(read.status).toBe(200);
    expect(containsToken(read.body, s.token)).toBe(false);
  });

  it("keeps the options it is given", async () => {
    const r = await api.createSession({
      game: GAME,
      players: ["Ann", "Ben", "Cem"],
      options: { bidEncoding: "sum", premiums: true, target: 100 },
    });
    expect(r.status).toBe(201);
    expect(r.body.options).toEqual({ bidEncoding: "sum", premiums: true, rounds: 9, target: 100 });
  });

  it("422 player_count for 2 and for 4 players, nothing stored", async () => {
    for (const players of [
      ["Ann", "Ben"],
      ["Ann", "Ben", "Cem", "Dan"],
    ]) {
      const before = await db.gameSession.count();
      const r = await api.createSession({ game: GAME, players });
      const error = expectError(r, 422, "rule_violation", new RegExp(`exactly 3 players, not ${players.length}`));
      expect(violations(error)).toEqual([expect.objectContaining({ code: "player_count", field: "players" })]);
      expect(await db.gameSession.count()).toBe(before);
      expect(containsToken(r.body, "token")).toBe(false);
    }
  });

  it("400 for an unknown option or an option value out of range, naming it", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ bidEncoding: "cards" }, /bidEncoding/],
      [{ threshold: 100 }, /threshold/],
      [{ rounds: 0 }, /rounds/],
      [{ target: "100" }, /target/],
      [{ premiums: "yes" }, /premiums/],
    ];
    for (const [options, field] of cases) {
      const before = await db.gameSession.count();
      expectError(
        await api.createSession({ game: GAME, players: ["Ann", "Ben", "Cem"], options }),
        400,
        "invalid_body",
        field,
      );
      expect(await db.gameSession.count()).toBe(before);
    }
  });
});

describe("ninety-nine-tricks: scoring a round", () => {
  it("the sheet's example round: bids 0/3/2, tricks 1/3/5 score 1/33/5 (only Ben made it: 3 + 30)", async () => {
    const s = await tricksSession();
    const { Ann, Ben, Cem } = s.ids;
    const body = s.entry([0, 3, 2], [1, 3, 5], { trump: "S" });
    const r = await s.add(body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["round", "session", "version"]);
    expect(r.body.round).toMatchObject({ number: 1, entry: body, scores: { [Ann]: 1, [Ben]: 33, [Cem]: 5 } });
    const session = r.body.session;
    expect(table(session)).toEqual([
      ["Ben", 33, 1],
      ["Cem", 5, 2],
      ["Ann", 1, 3],
    ]);
    expect(session.status).toBe("active");
    expect(session.winners).toEqual([]);
    // Ann dealt round 1; Ben deals round 2 and Cem, on his left, leads the first trick.
    expect(session.next).toEqual({ round: 2, dealer: Ben, starter: Cem });
    expect(containsToken(r.body, s.token)).toBe(false);
    expect((await api.getSession(s.id)).body).toEqual(session);
  });

  it("every bonus case: nobody, one (30), two (20 each), all three (10 each) made it; totals are the sums", async () => {
    const s = await tricksSession();
    const { Ann, Ben, Cem } = s.ids;
    let r = await s.play([1, 1, 1], [2, 3, 4]); // nobody
    expect(r.round.scores).toEqual({ [Ann]: 2, [Ben]: 3, [Cem]: 4 });
    r = await s.play([3, 0, 3], [3, 1, 5]); // Ann only
    expect(r.round.scores).toEqual({ [Ann]: 33, [Ben]: 1, [Cem]: 5 });
    r = await s.play([2, 0, 3], [2, 0, 7]); // Ann and Ben (a bid of 0 made with no trick)
    expect(r.round.scores).toEqual({ [Ann]: 22, [Ben]: 20, [Cem]: 7 });
    r = await s.play([3, 3, 3], [3, 3, 3]); // all three
    expect(r.round.scores).toEqual({ [Ann]: 13, [Ben]: 13, [Cem]: 13 });
    expect(table(r.session)).toEqual([
      ["Ann", 70, 1],
      ["Ben", 37, 2],
      ["Cem", 29, 3],
    ]);
    expect(r.session.rounds.map((round: any) => round.number)).toEqual([1, 2, 3, 4]);
  });

  it("takes the trump as S/H/D/C or none, in any case or as a suit symbol, and stores it canonically", async () => {
    const s = await tricksSession();
    const cases: Array<[unknown, string]> = [
      ["H", "H"],
      ["d", "D"],
      ["♣", "C"],
      ["none", "none"],
      ["NONE", "none"],
    ];
    for (const [trump, stored] of cases) {
      const r = await s.play([0, 3, 2], [1, 3, 5], { trump });
      expect(r.round.entry.trump).toBe(stored);
      // The trump is recorded only; it does not change the score.
      expect(r.round.scores).toEqual(s.bySeat([1, 33, 5]));
    }
    const r = await s.play([0, 3, 2], [1, 3, 5], { trump: null });
    expect(r.round.scores).toEqual(s.bySeat([1, 33, 5]));
  });

  it('with bidEncoding "sum" a bid of 7 (or 9) is fine and scores like any other bid', async () => {
    const s = await tricksSession({ bidEncoding: "sum" });
    let r = await s.play([7, 0, 9], [7, 0, 2]); // Ann and Ben made it
    expect(r.round.scores).toEqual(s.bySeat([27, 20, 2]));
    r = await s.play([9, 0, 0], [9, 0, 0]); // all three
    expect(r.round.scores).toEqual(s.bySeat([19, 10, 10]));
  });
});

describe("ninety-nine-tricks: refusals (nothing changed)", () => {
  it("tricks that do not add up to 9: 422 tricks_sum, the message gives the sum", async () => {
    const s = await tricksSession();
    await s.play([0, 3, 2], [1, 3, 5]);
    const eight = await ruleRefused(
      s,
      s.entry([0, 3, 2], [1, 3, 4]),
      /Tricks add up to 8; a round has exactly 9 tricks/,
    );
    expect(eight).toEqual([
      expect.objectContaining({ code: "tricks_sum", field: "tricks", params: { sum: 8, expected: 9 } }),
    ]);
    const ten = await ruleRefused(
      s,
      s.entry([0, 3, 2], [2, 3, 5]),
      /Tricks add up to 10; a round has exactly 9 tricks/,
    );
    expect(ten).toEqual([expect.objectContaining({ code: "tricks_sum", field: "tricks" })]);
    await ruleRefused(s, s.entry([0, 0, 0], [0, 0, 0]), /add up to 0/);
  });

  it("tricks out of range (below 0, above 9): 422 tricks_out_of_range naming the player", async () => {
    const s = await tricksSession();
    const { Ann, Cem } = s.ids;
    // 10 + 0 - 1 = 9: a sum of 9 does not make out-of-range counts acceptable.
    const high = await ruleRefused(s, s.entry([0, 3, 2], [10, 0, -1]), /0 to 9 tricks; 10 is not possible/);
    expect(high).toEqual([
      expect.objectContaining({
        code: "tricks_out_of_range",
        field: `tricks.${Ann}`,
        params: { value: 10, min: 0, max: 9 },
      }),
      expect.objectContaining({
        code: "tricks_out_of_range",
        field: `tricks.${Cem}`,
        params: { value: -1, min: 0, max: 9 },
      }),
    ]);
  });

  it('bids out of range: 4 with the sheet\'s one-suit bids (0-3), 10 with "sum" (0-9), and below 0', async () => {
    const suit = await tricksSession();
    const four = await ruleRefused(
      suit,
      suit.entry([4, 3, 2], [1, 3, 5]),
      /A bid is 0 to 3 tricks.*one suit.*4 is not possible/,
    );
    expect(four).toEqual([
      expect.objectContaining({
        code: "bid_out_of_range",
        field: `bids.${suit.ids.Ann}`,
        params: { value: 4, min: 0, max: 3, encoding: "suit" },
      }),
    ]);
    const seven = await ruleRefused(suit, suit.entry([0, 7, 2], [1, 3, 5]), /0 to 3.*7 is not possible/);
    expect(seven[0]).toMatchObject({ code: "bid_out_of_range", field: `bids.${suit.ids.Ben}` });
    const negative = await ruleRefused(suit, suit.entry([0, 3, -1], [1, 3, 5]), /-1 is not possible/);
    expect(negative[0]).toMatchObject({ code: "bid_out_of_range", field: `bids.${suit.ids.Cem}` });

    const sum = await tricksSession({ bidEncoding: "sum" });
    const ten = await ruleRefused(
      sum,
      sum.entry([0, 10, 2], [1, 3, 5]),
      /A bid is 0 to 9 tricks.*added.*10 is not possible/,
    );
    expect(ten).toEqual([
      expect.objectContaining({
        code: "bid_out_of_range",
        field: `bids.${sum.ids.Ben}`,
        params: { value: 10, min: 0, max: 9, encoding: "sum" },
      }),
    ]);
    expect((await sum.add(sum.entry([0, 7, 2], [1, 3, 5]))).status).toBe(201);
  });

  it("a missing bid or a missing tricks count: 422 naming whose", async () => {
    const s = await tricksSession();
    const { Ann, Ben, Cem } = s.ids;
    const noBid = await ruleRefused(
      s,
      { bids: { [Ann]: 0, [Ben]: 3 }, tricks: s.bySeat([1, 3, 5]) },
      /Enter this player's bid/,
    );
    expect(noBid).toEqual([expect.objectContaining({ code: "missing_bid", field: `bids.${Cem}` })]);
    const noTricks = await ruleRefused(
      s,
      { bids: s.bySeat([0, 3, 2]), tricks: { [Ann]: 1, [Cem]: 8 } },
      /how many tricks this player won/,
    );
    expect(noTricks).toEqual([expect.objectContaining({ code: "missing_tricks", field: `tricks.${Ben}` })]);
    const empty = await ruleRefused(s, { bids: {}, tricks: {} });
    expect(empty.map((v) => v.code)).toEqual([
      "missing_bid",
      "missing_bid",
      "missing_bid",
      "missing_tricks",
      "missing_tricks",
      "missing_tricks",
    ]);
  });

  it("an id that is not at this table: 422 unknown_player", async () => {
    const s = await tricksSession();
    const other = await tricksSession();
    const body = s.entry([0, 3, 2], [1, 3, 5]);
    const stranger = await ruleRefused(
      s,
      { ...body, bids: { ...body.bids, stranger: 1 } },
      /No player with id "stranger"/,
    );
    expect(stranger).toEqual([expect.objectContaining({ code: "unknown_player", field: "bids.stranger" })]);
    const foreign = await ruleRefused(s, other.entry([0, 3, 2], [1, 3, 5]), /No player with id/);
    expect(foreign.map((v) => v.code)).toContain("unknown_player");
    expect(foreign.map((v) => v.code)).toContain("missing_bid");
  });

  it("a premium while premiums are off: 422 premiums_off", async () => {
    const s = await tricksSession();
    await s.play([0, 3, 2], [1, 3, 5]);
    for (const kind of ["declare", "reveal"]) {
      const list = await ruleRefused(
        s,
        s.entry([0, 3, 2], [1, 3, 5], { premium: { player: s.ids.Ben, kind } }),
        /Premiums.*not played in this game/,
      );
      expect(list).toEqual([expect.objectContaining({ code: "premiums_off", field: "premium" })]);
    }
    // `premium: null` means none and is fine.
    expect((await s.add(s.entry([0, 3, 2], [1, 3, 5], { premium: null }))).status).toBe(201);
  });

  it("a premium by a player who is not at the table: 422 unknown_player", async () => {
    const s = await tricksSession({ premiums: true });
    const list = await ruleRefused(
      s,
      s.entry([0, 3, 2], [1, 3, 5], { premium: { player: "stranger", kind: "declare" } }),
      /No player with id "stranger"/,
    );
    expect(list).toEqual([expect.objectContaining({ code: "unknown_player", field: "premium" })]);
  });

  it("a second premium in one round cannot be sent: an array of two premiums is the wrong shape (400)", async () => {
    const s = await tricksSession({ premiums: true });
    await s.play([0, 3, 2], [1, 3, 5]);
    const { Ann, Ben } = s.ids;
    const two = [
      { player: Ann, kind: "declare" },
      { player: Ben, kind: "reveal" },
    ];
    const error = await s.refused(s.entry([0, 3, 2], [1, 3, 5], { premium: two }), 400, "invalid_body", /premium/);
    expect(error.details.issues.some((issue: any) => issue.path === "premium")).toBe(true);
    // Nor as a second field, or a premium with a second player inside.
    await s.refused(
      s.entry([0, 3, 2], [1, 3, 5], { premium: two[0], premium2: two[1] }),
      400,
      "invalid_body",
      /premium2/,
    );
    await s.refused(
      s.entry([0, 3, 2], [1, 3, 5], { premium: { player: [Ann, Ben], kind: "declare" } }),
      400,
      "invalid_body",
      /premium/,
    );
  });

  it("400 for the wrong shape: unknown trump, premium kind, counts that are not whole numbers, missing fields", async () => {
    const s = await tricksSession({ premiums: true });
    await s.play([0, 3, 2], [1, 3, 5]);
    const { Ann, Ben, Cem } = s.ids;
    const ok = s.entry([0, 3, 2], [1, 3, 5]);
    const cases: Array<[unknown, RegExp]> = [
      [{ ...ok, trump: "X" }, /trump/],
      [{ ...ok, trump: "spades" }, /trump/],
      [{ ...ok, trump: 9 }, /trump/],
      [{ ...ok, trump: "" }, /trump/],
      [{ ...ok, premium: { player: Ann, kind: "open" } }, /premium/],
      [{ ...ok, premium: { player: Ann } }, /premium/],
      [{ ...ok, premium: Ann }, /premium/],
      [{ ...ok, bids: { [Ann]: 1.5, [Ben]: 3, [Cem]: 2 } }, new RegExp(`bids\\.${Ann}`)],
      [{ ...ok, tricks: { [Ann]: "1", [Ben]: 3, [Cem]: 5 } }, new RegExp(`tricks\\.${Ann}`)],
      [{ ...ok, bids: [0, 3, 2] }, /bids/],
      [{ tricks: ok.tricks }, /bids/],
      [{ bids: ok.bids }, /tricks/],
      [{ ...ok, bonus: 30 }, /bonus/],
    ];
    for (const [body, field] of cases) {
      const error = await s.refused(body, 400, "invalid_body", field);
      expect(Array.isArray(error.details?.issues), JSON.stringify(error)).toBe(true);
    }
  });
});

describe("ninety-nine-tricks: premiums", () => {
  it("a declare that succeeds: +30 to that player, on top of the normal bonus", async () => {
    const s = await tricksSession({ premiums: true });
    const { Ann } = s.ids;
    const body = s.entry([2, 3, 0], [2, 4, 3], { premium: { player: Ann, kind: "declare" } });
    const r = await s.add(body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.round.entry).toEqual(body);
    // Ann made 2 of 2 alone: 2 + 30 bonus + 30 premium; Ben and Cem score their tricks.
    expect(r.body.round.scores).toEqual(s.bySeat([62, 4, 3]));
    expect(table(r.body.session)).toEqual([
      ["Ann", 62, 1],
      ["Ben", 4, 2],
      ["Cem", 3, 3],
    ]);
  });

  it("a reveal that fails: +60 to each opponent", async () => {
    const s = await tricksSession({ premiums: true });
    const { Ben } = s.ids;
    // Ben reveals a bid of 2 and wins 3; Ann made her 1 alone (1 + 30).
    const r = await s.play([1, 2, 3], [1, 3, 5], { premium: { player: Ben, kind: "reveal" } });
    expect(r.round.scores).toEqual(s.bySeat([91, 3, 65]));
    expect(table(r.session)).toEqual([
      ["Ann", 91, 1],
      ["Cem", 65, 2],
      ["Ben", 3, 3],
    ]);
  });

  it("a declare that fails (+30 to each opponent) and a reveal that succeeds (+60 to that player)", async () => {
    const s = await tricksSession({ premiums: true });
    const { Ann, Ben } = s.ids;
    // Ann declares 0 and wins a trick: Ben (3 + 30 made alone) and Cem each add 30.
    let r = await s.play([0, 3, 2], [1, 3, 5], { premium: { player: Ann, kind: "declare" } });
    expect(r.round.scores).toEqual(s.bySeat([1, 63, 35]));
    // Ben reveals 3 and wins 3: 3 + 30 + 60.
    r = await s.play([0, 3, 2], [1, 3, 5], { premium: { player: Ben, kind: "reveal" }, trump: "none" });
    expect(r.round.scores).toEqual(s.bySeat([1, 93, 5]));
    expect(table(r.session)).toEqual([
      ["Ben", 156, 1],
      ["Cem", 40, 2],
      ["Ann", 2, 3],
    ]);
  });
});

describe("ninety-nine-tricks: the end of the game", () => {
  // Nine rounds, [bids, tricks, scores]; Ben ends highest.
  const NINE: Array<[Three, Three, Three]> = [
    [
      [0, 3, 2],
      [1, 3, 5],
      [1, 33, 5],
    ],
    [
      [3, 3, 3],
      [3, 3, 3],
      [13, 13, 13],
    ],
    [
      [2, 2, 0],
      [2, 2, 5],
      [22, 22, 5],
    ],
    [
      [1, 1, 1],
      [2, 3, 4],
      [2, 3, 4],
    ],
    [
      [3, 0, 3],
      [3, 0, 6],
      [23, 20, 6],
    ],
    [
      [0, 0, 3],
      [0, 0, 9],
      [20, 20, 9],
    ],
    [
      [3, 1, 2],
      [5, 2, 2],
      [5, 2, 32],
    ],
    [
      [2, 3, 1],
      [2, 6, 1],
      [22, 6, 21],
    ],
    [
      [3, 2, 1],
      [3, 2, 4],
      [23, 22, 4],
    ],
  ];

  it("a whole 9-round game: the deal passes clockwise, it finishes after round 9, the highest total wins; a 10th round is 409", async () => {
    const s = await tricksSession();
    const seats = NAMES.map((name) => s.ids[name]);
    const totals: Three = [0, 0, 0];
    let session: any;
    for (const [index, [bids, tricks, scores]] of NINE.entries()) {
      const round = index + 1;
      const before = (await api.getSession(s.id)).body;
      // Round n is dealt by seat (n - 1) mod 3; the player on the dealer's left leads.
      expect(before.next).toEqual({ round, dealer: seats[(round - 1) % 3], starter: seats[round % 3] });
      const r = await s.play(bids, tricks, { round });
      expect(r.round.number).toBe(round);
      expect(r.round.scores).toEqual(s.bySeat(scores));
      for (const [seat, score] of scores.entries()) totals[seat]! += score;
      session = r.session;
      expect(session.status).toBe(round < 9 ? "active" : "finished");
    }
    expect(totals).toEqual([131, 141, 99]);
    expect(table(session)).toEqual([
      ["Ben", 141, 1],
      ["Ann", 131, 2],
      ["Cem", 99, 3],
    ]);
    expect(session.winners).toEqual([s.ids.Ben]);
    expect(session.next).toBeNull();
    expect(session.tiebreak).toBeNull();
    expect(session.rounds).toHaveLength(9);
    expect((await api.getSession(s.id)).body).toEqual(session);

    await s.refused(s.entry([0, 3, 2], [1, 3, 5]), 409, "game_finished", /game is over/);
    await s.refused(s.entry([0, 3, 2], [1, 3, 5], { round: 10 }), 409, "game_finished");
    // A wrong entry after the end is still refused as "the game is over", not a 500.
    await s.refused(s.entry([0, 3, 2], [1, 3, 4]), 409, "game_finished");
  });

  it("the `rounds` option sets the length of the game", async () => {
    const s = await tricksSession({ rounds: 2 });
    let r = await s.play([0, 3, 2], [1, 3, 5]);
    expect(r.session.status).toBe("active");
    r = await s.play([0, 3, 2], [1, 3, 5]);
    expect(r.session.status).toBe("finished");
    expect(r.session.winners).toEqual([s.ids.Ben]);
  });

  it("with `target` the game ends after the round in which someone reaches it (rounds no longer count)", async () => {
    const s = await tricksSession({ target: 59, rounds: 1 });
    let r = await s.play([0, 3, 2], [1, 3, 5]); // 1 33 5
    expect(r.session.status).toBe("active");
    r = await s.play([3, 0, 0], [3, 3, 3]); // Ann alone: 33 3 3 → 34 36 8
    expect(r.session.status).toBe("active");
    expect(r.session.next?.round).toBe(3);
    r = await s.play([1, 3, 3], [1, 3, 5]); // Ann and Ben: 21 23 5 → 55 59 13: Ben reaches exactly 59
    expect(table(r.session)).toEqual([
      ["Ben", 59, 1],
      ["Ann", 55, 2],
      ["Cem", 13, 3],
    ]);
    expect(r.session.status).toBe("finished");
    expect(r.session.winners).toEqual([s.ids.Ben]);
    expect(r.session.next).toBeNull();
    await s.refused(s.entry([0, 3, 2], [1, 3, 5]), 409, "game_finished", /game is over/);
  });

  it("with `target` one point short goes on", async () => {
    const s = await tricksSession({ target: 60 });
    await s.play([0, 3, 2], [1, 3, 5]);
    await s.play([3, 0, 0], [3, 3, 3]);
    const r = await s.play([1, 3, 3], [1, 3, 5]); // 55 59 13
    expect(r.session.status).toBe("active");
    expect(r.session.winners).toEqual([]);
  });

  it("equal highest totals share the win: both in winners, both rank 1", async () => {
    const s = await tricksSession({ rounds: 1 });
    const r = await s.play([3, 3, 0], [3, 3, 3]); // 23 23 3
    expect(r.session.status).toBe("finished");
    expect(table(r.session)).toEqual([
      ["Ann", 23, 1],
      ["Ben", 23, 1],
      ["Cem", 3, 3],
    ]);
    expect(r.session.winners).toEqual([s.ids.Ann, s.ids.Ben]);
    expect(r.session.tiebreak).toBeNull();
  });

  it("a shared win at a target: everyone equal highest wins", async () => {
    const s = await tricksSession({ target: 20 });
    const r = await s.play([3, 3, 3], [3, 3, 3]); // 13 each
    expect(r.session.status).toBe("active");
    const done = await s.play([3, 3, 3], [3, 3, 3]); // 26 each
    expect(done.session.status).toBe("finished");
    expect(done.session.winners).toEqual([s.ids.Ann, s.ids.Ben, s.ids.Cem]);
    expect(done.session.standings.map((row: any) => row.rank)).toEqual([1, 1, 1]);
  });
});

describe("ninety-nine-tricks: edit and undo", () => {
  it("PUT replaces a round and recomputes the totals; a bad edit is refused with nothing changed", async () => {
    const s = await tricksSession();
    await s.play([0, 3, 2], [1, 3, 5]); // 1 33 5
    await s.play([3, 3, 3], [3, 3, 3]); // 13 13 13 → 14 46 18
    const before = (await api.getSession(s.id)).body;
    expect(table(before)).toEqual([
      ["Ben", 46, 1],
      ["Cem", 18, 2],
      ["Ann", 14, 3],
    ]);

    const edited = s.entry([1, 3, 2], [1, 3, 5], { trump: "h" }); // Ann and Ben made it: 21 23 5
    const r = await api.putRound(s.id, 1, edited, s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.round).toMatchObject({ number: 1, scores: s.bySeat([21, 23, 5]), entry: { ...edited, trump: "H" } });
    expect(r.body.session.rounds.map((round: any) => round.entry)).toEqual([
      { ...edited, trump: "H" },
      before.rounds[1].entry,
    ]);
    expect(table(r.body.session)).toEqual([
      ["Ben", 36, 1],
      ["Ann", 34, 2],
      ["Cem", 18, 3],
    ]);
    expect(r.body.session.next).toEqual(before.next);
    expect((await api.getSession(s.id)).body).toEqual(r.body.session);

    const sum = await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry([3, 3, 3], [3, 3, 2]), s.token),
      422,
      "rule_violation",
      /Tricks add up to 8/,
    );
    expect(violations(sum)[0]).toMatchObject({ code: "tricks_sum" });
    await expectRefused(
      s.id,
      () =>
        api.putRound(
          s.id,
          1,
          s.entry([0, 3, 2], [1, 3, 5], { premium: { player: s.ids.Ann, kind: "declare" } }),
          s.token,
        ),
      422,
      "rule_violation",
      /Premiums/,
    );
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry([0, 3, 2], [1, 3, 5], { trump: "X" }), s.token),
      400,
      "invalid_body",
      /trump/,
    );
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 3, s.entry([0, 3, 2], [1, 3, 5]), s.token),
      404,
      "not_found",
      /no round 3/,
    );
  });

  it("PUT that would end a target game before a later round: 409 game_finished, nothing changed", async () => {
    const s = await tricksSession({ target: 50, premiums: true });
    await s.play([0, 3, 2], [1, 3, 5]); // 1 33 5
    await s.play([3, 3, 3], [3, 3, 3]); // 14 46 18
    // Round 1 with Ben revealing and making his bid: 3 + 30 + 60 = 93 reaches the target in round 1.
    const reveal = s.entry([0, 3, 2], [1, 3, 5], { premium: { player: s.ids.Ben, kind: "reveal" } });
    const error = await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, reveal, s.token),
      409,
      "game_finished",
      /round 2 invalid.*Undo the later rounds first/,
    );
    expect(error.details.round).toBe(2);
    // The same edit on the last round is fine and ends the game there.
    const r = await api.putRound(s.id, 2, reveal, s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.session.status).toBe("finished");
    expect(table(r.body.session)).toEqual([
      ["Ben", 126, 1],
      ["Cem", 10, 2],
      ["Ann", 2, 3],
    ]);
    expect(r.body.session.winners).toEqual([s.ids.Ben]);
  });

  it("DELETE undoes the last round only: a finished game reopens, totals recomputed", async () => {
    const s = await tricksSession({ rounds: 2 });
    await s.play([0, 3, 2], [1, 3, 5]);
    const { session: done } = await s.play([3, 3, 3], [3, 3, 3]);
    expect(done.status).toBe("finished");

    await expectRefused(
      s.id,
      () => api.deleteRound(s.id, 1, s.token),
      409,
      "not_last_round",
      /Only the last round \(2\) can be undone/,
    );
    await expectRefused(s.id, () => api.deleteRound(s.id, 2), 401, "unauthorized");

    const r = await api.deleteRound(s.id, 2, s.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Object.keys(r.body)).toEqual(["session"]);
    const session = r.body.session;
    expect(session.rounds).toHaveLength(1);
    expect(session.status).toBe("active");
    expect(session.winners).toEqual([]);
    expect(table(session)).toEqual([
      ["Ben", 33, 1],
      ["Cem", 5, 2],
      ["Ann", 1, 3],
    ]);
    expect(session.next).toEqual({ round: 2, dealer: s.ids.Ben, starter: s.ids.Cem });
    expect((await api.getSession(s.id)).body).toEqual(session);
    // The round can be entered again.
    expect((await s.add(s.entry([1, 3, 2], [1, 3, 5], { round: 2 }))).status).toBe(201);
  });
});
