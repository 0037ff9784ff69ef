// GET /api/health, POST /api/v1/sessions and GET /api/v1/sessions/:id.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, containsToken, expectError, ninesSession, violations } from "./client";

const DEFAULTS = {
  threshold: 100,
  rounds: null,
  hardNines: false,
  doubleDeck: false,
  noNineFinish: false,
  drawUntilPlayable: false,
  specialCards: false,
  stackingNines: false,
};

/** A create request that must be refused without storing anything. */
async function refusedCreate(body: unknown, status: number, code: string, message?: RegExp, raw?: string) {
  const before = await db.gameSession.count();
  const r = await api.createSession(body, raw);
  const error = expectError(r, status, code, message);
  expect(await db.gameSession.count()).toBe(before);
  expect(containsToken(r.body, "token")).toBe(false);
  return error;
}

describe("GET /api/health", () => {
  it("answers { ok: true } once the database answers", async () => {
    const r = await api.health();
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
  });
});

describe("POST /api/v1/sessions", () => {
  it("creates a Nines session: 201, every option with its default, players seated in order, next round", async () => {
    const r = await api.createSession({ game: "nines", players: ["Ann", "Ben", "Cem"] });
    expect(r.status).toBe(201);
    const s = r.body;
    expect(typeof s.id).toBe("string");
    expect(s.id.length).toBeGreaterThanOrEqual(16);
    expect(s.game).toBe("nines");
    expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
    expect(s.options).toEqual(DEFAULTS);
    expect(s.players.map((p: any) => [p.name, p.seat])).toEqual([
      ["Ann", 0],
      ["Ben", 1],
      ["Cem", 2],
    ]);
    for (const p of s.players) expect(typeof p.id).toBe("string");
    expect(new Set(s.players.map((p: any) => p.id)).size).toBe(3);
    expect(s.rounds).toEqual([]);
    expect(s.standings.map((row: any) => [row.name, row.score, row.rank])).toEqual([
      ["Ann", 0, 1],
      ["Ben", 0, 1],
      ["Cem", 0, 1],
    ]);
    expect(s.status).toBe("active");
    expect(s.winners).toEqual([]);
    expect(s.tiebreak).toBeNull();
    expect(s.leagueId).toBeNull();
    const [ann, ben] = s.players;
    expect(s.next).toEqual({ round: 1, dealer: ann.id, starter: ben.id });
    expect(typeof s.token).toBe("string");
    expect(s.token.length).toBeGreaterThanOrEqual(32);
  });

  it("gives each session its own id and token", async () => {
    const a = await ninesSession();
    const b = await ninesSession();
    expect(a.id).not.toBe(b.id);
    expect(a.token).not.toBe(b.token);
    expect(Object.values(a.ids)).not.toContain(b.ids.Ann);
  });

  it("fills in defaults next to the options given", async () => {
    const r = await api.createSession({
      game: "nines",
      players: ["Ann", "Ben"],
      options: { rounds: 5, hardNines: true },
    });
    expect(r.status).toBe(201);
    expect(r.body.options).toEqual({ ...DEFAULTS, rounds: 5, hardNines: true });
    const all = {
      threshold: 50,
      rounds: null,
      hardNines: true,
      doubleDeck: true,
      noNineFinish: true,
      drawUntilPlayable: true,
      specialCards: true,
      stackingNines: true,
    };
    const r2 = await api.createSession({ game: "nines", players: ["Ann", "Ben"], options: all });
    expect(r2.status).toBe(201);
    expect(r2.body.options).toEqual(all);
  });

  it("starts with the chosen first dealer; the seat after starts (wrapping round the table)", async () => {
    for (const [firstDealer, starter] of [
      [0, 1],
      [2, 3],
      [3, 0],
    ] as const) {
      const r = await api.createSession({ game: "nines", players: ["Ann", "Ben", "Cem", "Dan"], firstDealer });
      expect(r.status).toBe(201);
      expect(r.body.firstDealer).toBe(firstDealer);
      expect(r.body.next).toEqual({
        round: 1,
        dealer: r.body.players[firstDealer].id,
        starter: r.body.players[starter].id,
      });
    }
  });

  it("accepts 2 and 6 players and trims names", async () => {
    const two = await api.createSession({ game: "nines", players: ["  Ann ", "Ben"] });
    expect(two.status).toBe(201);
    expect(two.body.players.map((p: any) => p.name)).toEqual(["Ann", "Ben"]);
    const six = await api.createSession({ game: "nines", players: ["A", "B", "C", "D", "E", "F"] });
    expect(six.status).toBe(201);
    expect(six.body.players.map((p: any) => p.seat)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("shows the token only in the create response, never when reading", async () => {
    const { id, token, play } = await ninesSession();
    const got = await api.getSession(id);
    expect(got.status).toBe(200);
    expect(containsToken(got.body, token)).toBe(false);
    expect(JSON.stringify(got.body)).not.toMatch(/token/i);
    const played = await play("Ann", { Ben: 5, Cem: 4 });
    expect(containsToken(played, token)).toBe(false);
    const reread = await api.getSession(id);
    expect(containsToken(reread.body, token)).toBe(false);
    expect(JSON.stringify(reread.body)).not.toMatch(/token/i);
  });

  describe("refusals (nothing is stored)", () => {
    it("400 for a body that is not JSON, or empty", async () => {
      await refusedCreate(undefined, 400, "invalid_json", /not valid JSON/, "{ game: nines");
      await refusedCreate(undefined, 400, "invalid_json", /not valid JSON/, '{"game":"nines","players":["Ann","Ben"]');
      await refusedCreate(undefined, 400, "invalid_json", /empty/, "");
      await refusedCreate(undefined, 400, "invalid_json", /empty/, "   ");
    });

    it("400 for a body of the wrong shape, naming the field", async () => {
      await refusedCreate({ players: ["Ann", "Ben"] }, 400, "invalid_body", /game/);
      await refusedCreate({ game: "nines" }, 400, "invalid_body", /players/);
      await refusedCreate({ game: "nines", players: "Ann, Ben" }, 400, "invalid_body", /players/);
      await refusedCreate({ game: "nines", players: ["Ann", 7] }, 400, "invalid_body", /players\.1/);
      await refusedCreate({ game: "nines", players: ["Ann", "  "] }, 400, "invalid_body", /needs a name/);
      await refusedCreate({ game: "nines", players: ["Ann", "x".repeat(41)] }, 400, "invalid_body", /at most 40/);
      await refusedCreate({ game: "nines", players: [] }, 400, "invalid_body", /players/);
      await refusedCreate({ game: 5, players: ["Ann", "Ben"] }, 400, "invalid_body", /game/);
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], firstDealer: "0" },
        400,
        "invalid_body",
        /firstDealer/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], firstDealer: -1 },
        400,
        "invalid_body",
        /firstDealer/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], firstDealer: 0.5 },
        400,
        "invalid_body",
        /firstDealer/,
      );
      await refusedCreate({ game: "nines", players: ["Ann", "Ben"], options: [] }, 400, "invalid_body", /options/);
      await refusedCreate({ game: "nines", players: ["Ann", "Ben"], options: null }, 400, "invalid_body", /options/);
      await refusedCreate({ game: "nines", players: ["Ann", "Ben"], colour: "red" }, 400, "invalid_body", /colour/);
      await refusedCreate(null, 400, "invalid_body");
      await refusedCreate([], 400, "invalid_body");
      await refusedCreate("nines", 400, "invalid_body");
    });

    it("400 for an unknown game, listing the games", async () => {
      await refusedCreate(
        { game: "poker", players: ["Ann", "Ben"] },
        400,
        "invalid_body",
        /Unknown game "poker".*nines/,
      );
      await refusedCreate({ game: "", players: ["Ann", "Ben"] }, 400, "invalid_body", /game/);
    });

    it("400 for an unknown option (options are strict), naming it", async () => {
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { hardnines: true } },
        400,
        "invalid_body",
        /hardnines/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { target: 100 } },
        400,
        "invalid_body",
        /target/,
      );
    });

    it("400 for an option value of the wrong kind or out of range, naming the option", async () => {
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { threshold: "100" } },
        400,
        "invalid_body",
        /threshold/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { threshold: 0 } },
        400,
        "invalid_body",
        /threshold/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { threshold: 99.5 } },
        400,
        "invalid_body",
        /threshold/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { rounds: 0 } },
        400,
        "invalid_body",
        /rounds/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { hardNines: "yes" } },
        400,
        "invalid_body",
        /hardNines/,
      );
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], options: { doubleDeck: 1 } },
        400,
        "invalid_body",
        /doubleDeck/,
      );
    });

    it("422 for 1 or 7 players", async () => {
      const one = await refusedCreate(
        { game: "nines", players: ["Ann"] },
        422,
        "rule_violation",
        /2 to 6 players, not 1/,
      );
      expect(violations(one)).toEqual([expect.objectContaining({ code: "player_count", field: "players" })]);
      const seven = await refusedCreate(
        { game: "nines", players: ["A", "B", "C", "D", "E", "F", "G"] },
        422,
        "rule_violation",
        /2 to 6 players, not 7/,
      );
      expect(violations(seven)).toEqual([expect.objectContaining({ code: "player_count", field: "players" })]);
    });

    it("422 for the same name twice, ignoring case and surrounding spaces", async () => {
      for (const players of [
        ["Ann", "Ben", "ann"],
        ["Ann", "Ben", " ANN  "],
        ["Ann", "Ben", "Ben "],
      ]) {
        const error = await refusedCreate({ game: "nines", players }, 422, "rule_violation", /listed twice/);
        expect(violations(error)).toEqual([expect.objectContaining({ code: "duplicate_name", field: "players.2" })]);
      }
      // Different names are fine even when one contains the other.
      expect((await api.createSession({ game: "nines", players: ["Ann", "Anna", "Ann B"] })).status).toBe(201);
    });

    it("422 for a first dealer who is not a seat, reported once", async () => {
      const error = await refusedCreate(
        { game: "nines", players: ["Ann", "Ben", "Cem"], firstDealer: 3 },
        422,
        "rule_violation",
        /first dealer.*0 to 2/,
      );
      expect(violations(error)).toEqual([expect.objectContaining({ code: "first_dealer", field: "firstDealer" })]);
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], firstDealer: 99 },
        422,
        "rule_violation",
        /first dealer/,
      );
    });

    it("422 lists every setup problem at once", async () => {
      const error = await refusedCreate(
        { game: "nines", players: ["A", "a", "B", "C", "D", "E", "F"] },
        422,
        "rule_violation",
      );
      expect(
        violations(error)
          .map((v) => v.code)
          .sort(),
      ).toEqual(["duplicate_name", "player_count"]);
    });

    it("413 for a body over 64 KiB (bytes, not characters), whatever it holds", async () => {
      const padded = (n: number) => `{"game":"nines","players":["Ann","Ben"]}${" ".repeat(n)}`;
      const exact = padded(64 * 1024 - padded(0).length);
      expect(Buffer.byteLength(exact)).toBe(64 * 1024);
      expect((await api.createSession(undefined, exact)).status).toBe(201);
      await refusedCreate(undefined, 413, "payload_too_large", /64 KiB/, padded(64 * 1024 - padded(0).length + 1));
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], note: "x".repeat(70_000) },
        413,
        "payload_too_large",
        /64 KiB/,
      );
      // 22,000 characters but 66,000 bytes.
      await refusedCreate({ game: "nines", players: ["€".repeat(22_000), "Ben"] }, 413, "payload_too_large");
      await refusedCreate(undefined, 413, "payload_too_large", /64 KiB/, "{".repeat(70_000));
    });

    it("404 for a leagueId no league has", async () => {
      await refusedCreate(
        { game: "nines", players: ["Ann", "Ben"], leagueId: "no-such-league" },
        404,
        "not_found",
        /no-such-league/,
      );
    });
  });
});

describe("GET /api/v1/sessions/:id", () => {
  it("reads a session back as it was created (without the token)", async () => {
    const created = await api.createSession({
      game: "nines",
      players: ["Ann", "Ben", "Cem"],
      options: { threshold: 60 },
      firstDealer: 1,
    });
    const { token, ...rest } = created.body;
    const got = await api.getSession(created.body.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(rest);
    expect(token).toBeTruthy();
  });

  it("404 for an unknown id", async () => {
    const error = expectError(
      await api.getSession("does-not-exist"),
      404,
      "not_found",
      /No session with id "does-not-exist"/,
    );
    expect(error.details).toBeUndefined();
    expectError(await api.getSession(""), 404, "not_found");
  });
});
