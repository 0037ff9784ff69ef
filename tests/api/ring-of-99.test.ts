// Ring of 99 (sheet 004: five cards each, limit 199 or 299, extra cards without value) through the API: the
// options as the session keeps them, what the sheet does not name refused, and a game played under them.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, expectError } from "./client";

const GAME = "ninety-nine-adding";
const RING = { handSize: 5, limit: 199, noValueCards: true };

async function refusedCreate(options: Record<string, unknown>, field: RegExp) {
  const before = await db.gameSession.count();
  const r = await api.createSession({ game: GAME, players: ["Ann", "Ben", "Cem"], options });
  expectError(r, 400, "invalid_body", field);
  expect(await db.gameSession.count()).toBe(before);
}

describe("Ring of 99 through the API", () => {
  it("201 with the sheet's variant; options list every value in force, defaults filled in", async () => {
    const r = await api.createSession({ game: GAME, players: ["Ann", "Ben", "Cem", "Dan", "Eve"], options: RING });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.options).toEqual({
      lives: 3,
      hands: null,
      startTotal: 0,
      countdown: false,
      nineKingSwap: false,
      stakes: false,
      limit: 199,
      handSize: 5,
      noValueCards: true,
    });
    const read = await api.getSession(r.body.id);
    expect(read.body.options).toEqual(r.body.options);
  });

  it("a plain game has no cards without value", async () => {
    const r = await api.createSession({ game: GAME, players: ["Ann", "Ben"] });
    expect(r.status).toBe(201);
    expect(r.body.options).toMatchObject({ limit: 99, handSize: 3, noValueCards: false });
  });

  it("400 for what the sheet does not name (4 or 6 cards, limit 150, a count of cards without value); nothing stored", async () => {
    await refusedCreate({ handSize: 4 }, /handSize/);
    await refusedCreate({ handSize: 6 }, /handSize/);
    await refusedCreate({ limit: 150 }, /limit/);
    await refusedCreate({ noValueCards: 2 }, /noValueCards/);
  });

  it("scores a Ring of 99 game like any other: the buster loses a token and deals the next hand", async () => {
    const created = await api.createSession({ game: GAME, players: ["Ann", "Ben", "Cem"], options: RING });
    const ids = Object.fromEntries(created.body.players.map((p: { name: string; id: string }) => [p.name, p.id]));
    const r = await api.addRound(created.body.id, { bust: ids.Ben }, created.body.token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.round.scores).toEqual({ [ids.Ann]: 0, [ids.Ben]: -1, [ids.Cem]: 0 });
    expect(r.body.session.next).toMatchObject({ round: 2, dealer: ids.Ben, starter: ids.Cem });
  });
});
