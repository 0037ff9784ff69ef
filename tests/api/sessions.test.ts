import { describe, expect, it } from "vitest";
import { api, ninesSession } from "./client";

describe("smoke", () => {
  it("creates and plays", async () => {
    expect((await api.health()).body).toEqual({ ok: true });
    const { id, token, ids } = await ninesSession();
    const r = await api.addRound(id, { winner: ids.Ann, hands: { [ids.Ben!]: "KS 9H", [ids.Cem!]: 4 } }, token);
    expect(r.status).toBe(201);
    expect(r.body.session.standings.map((s: any) => [s.name, s.score, s.rank])).toEqual([["Ann", 0, 1], ["Cem", 4, 2], ["Ben", 25, 3]]);
  });
});
