// PUT /api/v1/sessions/:id/rounds/:n (edit) and DELETE /api/v1/sessions/:id/rounds/:n (undo).
import { describe, expect, it } from "vitest";
import { api, containsToken, expectError, expectRefused, ninesSession, table, violations } from "./client";

async function threeRounds() {
  const s = await ninesSession();
  await s.play("Ann", { Ben: 10, Cem: 20 }); // 0 10 20
  await s.play("Ben", { Ann: 5, Cem: 5 }); // 5 10 25
  await s.play("Cem", { Ann: 30, Ben: 1 }); // 35 11 25
  return s;
}

describe("PUT rounds/:n", () => {
  it("200 { round, session }: replaces the round and recomputes every total after it", async () => {
    const s = await threeRounds();
    const before = (await api.getSession(s.id)).body;
    expect(table(before)).toEqual([
      ["Ben", 11, 1],
      ["Cem", 25, 2],
      ["Ann", 35, 3],
    ]);
    const entry = s.entry("Cem", { Ann: "KS KH", Ben: 40 });
    const r = await api.putRound(s.id, 1, entry, s.token);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["round", "session", "version"]);
    expect(r.body.round).toMatchObject({
      number: 1,
      entry,
      scores: { [s.ids.Ann!]: 20, [s.ids.Ben!]: 40, [s.ids.Cem!]: 0 },
    });
    // Rounds 2 and 3 are kept as entered; totals are 20+5+30, 40+0+1, 0+5+0.
    expect(r.body.session.rounds.map((round: any) => round.entry)).toEqual([
      entry,
      before.rounds[1].entry,
      before.rounds[2].entry,
    ]);
    expect(table(r.body.session)).toEqual([
      ["Cem", 5, 1],
      ["Ben", 41, 2],
      ["Ann", 55, 3],
    ]);
    expect(r.body.session.rounds).toHaveLength(3);
    expect(r.body.session.next).toEqual(before.next);
    expect(containsToken(r.body, s.token)).toBe(false);
    expect((await api.getSession(s.id)).body).toEqual(r.body.session);
  });

  it("edits the last round, also with a matching `round` in the body", async () => {
    const s = await threeRounds();
    const r = await api.putRound(s.id, 3, s.entry("Cem", { Ann: 1, Ben: 1 }, { round: 3 }), s.token);
    expect(r.status).toBe(200);
    expect(r.body.round.entry).toEqual(s.entry("Cem", { Ann: 1, Ben: 1 }));
    expect(table(r.body.session)).toEqual([
      ["Ann", 6, 1],
      ["Ben", 11, 2],
      ["Cem", 25, 3],
    ]);
  });

  it("an edit can end the game (in the last round) and another can reopen it", async () => {
    const s = await threeRounds();
    let r = await api.putRound(s.id, 3, s.entry("Cem", { Ann: 30, Ben: 90 }), s.token); // 35 100 25
    expect(r.status).toBe(200);
    expect(r.body.session.status).toBe("finished");
    expect(r.body.session.winners).toEqual([s.ids.Cem]);
    r = await api.putRound(s.id, 3, s.entry("Cem", { Ann: 30, Ben: 89 }), s.token); // 35 99 25
    expect(r.body.session.status).toBe("active");
    expect(r.body.session.next?.round).toBe(4);
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 }), s.token)).status).toBe(201);
  });

  it("404 for a round that does not exist (or is not a round number)", async () => {
    const s = await threeRounds();
    const body = s.entry("Ann", { Ben: 1, Cem: 1 });
    await expectRefused(s.id, () => api.putRound(s.id, 4, body, s.token), 404, "not_found", /no round 4/);
    await expectRefused(s.id, () => api.putRound(s.id, 0, body, s.token), 404, "not_found");
    await expectRefused(s.id, () => api.putRound(s.id, -1, body, s.token), 404, "not_found");
    await expectRefused(
      s.id,
      () => api.putRound(s.id, "abc", body, s.token),
      404,
      "not_found",
      /"abc" is not a round number/,
    );
    await expectRefused(s.id, () => api.putRound(s.id, "1.5", body, s.token), 404, "not_found");
    expectError(await api.putRound("no-such-session", 1, body, s.token), 404, "not_found", /no-such-session/);
  });

  it("422 when the new entry breaks the rules", async () => {
    const s = await threeRounds();
    const error = await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ben", { Ann: 5, Cem: "KS KS" }), s.token),
      422,
      "rule_violation",
      /KS is entered 2 times/,
    );
    expect(violations(error)[0]).toMatchObject({ code: "duplicate_card" });
    const missing = await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 10 }), s.token),
      422,
      "rule_violation",
    );
    expect(violations(missing)).toEqual([
      expect.objectContaining({ code: "missing_hand", field: `hands.${s.ids.Cem}` }),
    ]);
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 0, Cem: 20 }), s.token),
      422,
      "rule_violation",
      /penalty of 1 or more/,
    );
  });

  it("400 for an entry of the wrong shape, or a `round` that is not the address's", async () => {
    const s = await threeRounds();
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, { winner: s.ids.Ben, hands: { [s.ids.Ann!]: 2.5, [s.ids.Cem!]: 5 } }, s.token),
      400,
      "invalid_body",
      /hands/,
    );
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, { ...s.entry("Ben", { Ann: 5, Cem: 5 }), extra: 1 }, s.token),
      400,
      "invalid_body",
      /extra/,
    );
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ben", { Ann: 5, Cem: 5 }, { round: 3 }), s.token),
      400,
      "invalid_body",
      /says round 3 but the address says round 2/,
    );
    for (const body of [null, [], "x", 7])
      await expectRefused(s.id, () => api.putRound(s.id, 2, body, s.token), 400, "invalid_body");
    await expectRefused(s.id, () => api.putRound(s.id, 2, undefined, s.token, "{"), 400, "invalid_json");
  });

  it("409 game_finished, nothing changed, when the edit would end the game before a later round", async () => {
    const s = await threeRounds();
    const error = await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 100, Cem: 20 }), s.token),
      409,
      "game_finished",
      /round 2 invalid.*game would already be over.*Undo the later rounds first/,
    );
    expect(error.details.round).toBe(2);
    expect(violations(error)[0]).toMatchObject({ code: "game_finished" });
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ben", { Ann: 5, Cem: 80 }), s.token),
      409,
      "game_finished",
      /round 3 invalid/,
    );
  });

  it("refused with nothing changed when the edit moves a tie-break onto other players", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem", "Dan"], { rounds: 2 }, 1);
    await s.play("Ann", { Ben: 10, Cem: 5, Dan: 20 });
    await s.play("Cem", { Ann: 5, Ben: 30, Dan: 40 }); // 5 40 5 60: Ann and Cem tie
    await s.play("Cem", { Ann: 12 }); // the tie-break
    // Round 1 with Ben on 0 instead of Cem: Ann 5, Ben 30, Cem 5 → Ann and Cem still tie: allowed.
    const ok = await api.putRound(s.id, 1, s.entry("Ann", { Ben: 10, Cem: 5, Dan: 25 }), s.token);
    expect(ok.status).toBe(200);
    expect(ok.body.session.winners).toEqual([s.ids.Cem]);
    // Cem on 6 in round 1: Ann wins outright after round 2, so the tie-break round would come after the end.
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 10, Cem: 6, Dan: 20 }), s.token),
      409,
      "game_finished",
      /round 3 invalid/,
    );
    // Ben going out in round 2: Ann and Ben tie on 10 instead (Cem 11); Cem cannot win their tie-break.
    const moved = await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ben", { Ann: 10, Cem: 6, Dan: 40 }), s.token),
      422,
      "rule_violation",
      /round 3 invalid.*Only the tied players/,
    );
    expect(violations(moved).length).toBeGreaterThan(0);
  });

  it("edits the tie-break round itself", async () => {
    const t = await ninesSession(["Ann", "Ben"], { rounds: 2 });
    await t.play("Ann", { Ben: 8 });
    await t.play("Ben", { Ann: 8 });
    await t.play("Ben", { Ann: 3 });
    const r = await api.putRound(t.id, 3, t.entry("Ann", { Ben: 4 }), t.token);
    expect(r.status).toBe(200);
    expect(r.body.session.winners).toEqual([t.ids.Ann]);
    expect(r.body.round).toMatchObject({ tiebreak: true, scores: { [t.ids.Ann!]: 0, [t.ids.Ben!]: 4 } });
  });

  it("401 without a token or with a wrong one", async () => {
    const s = await threeRounds();
    const other = await ninesSession();
    const body = s.entry("Ann", { Ben: 1, Cem: 1 });
    await expectRefused(s.id, () => api.putRound(s.id, 1, body), 401, "unauthorized", /token/);
    await expectRefused(s.id, () => api.putRound(s.id, 1, body, "wrong"), 401, "unauthorized", /does not match/);
    await expectRefused(s.id, () => api.putRound(s.id, 1, body, other.token), 401, "unauthorized", /does not match/);
  });
});

describe("DELETE rounds/:n", () => {
  it("200 { session } without the last round; the totals and the deal go back", async () => {
    const s = await threeRounds();
    const afterTwo = await api.getSession(s.id);
    await s.play("Ann", { Ben: 1, Cem: 1 });
    const r = await api.deleteRound(s.id, 4, s.token);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["session"]);
    const { session } = r.body;
    expect(session.rounds.map((round: any) => round.number)).toEqual([1, 2, 3]);
    expect(table(session)).toEqual(table(afterTwo.body));
    expect(session.next).toEqual(afterTwo.body.next);
    expect(containsToken(r.body, s.token)).toBe(false);
    expect((await api.getSession(s.id)).body).toEqual(session);
  });

  it("undoes round after round back to the start", async () => {
    const s = await threeRounds();
    for (const n of [3, 2, 1]) expect((await api.deleteRound(s.id, n, s.token)).status).toBe(200);
    const { body } = await api.getSession(s.id);
    expect(body.rounds).toEqual([]);
    expect(table(body)).toEqual([
      ["Ann", 0, 1],
      ["Ben", 0, 1],
      ["Cem", 0, 1],
    ]);
    expect(body.next).toEqual({ round: 1, dealer: s.ids.Ann, starter: s.ids.Ben });
    await expectRefused(s.id, () => api.deleteRound(s.id, 1, s.token), 404, "not_found", /no round 1/);
  });

  it("409 not_last_round for an earlier round, 404 for a missing one (nothing changed)", async () => {
    const s = await threeRounds();
    for (const n of [1, 2]) {
      await expectRefused(
        s.id,
        () => api.deleteRound(s.id, n, s.token),
        409,
        "not_last_round",
        new RegExp(`Only the last round \\(3\\) can be undone; edit round ${n} instead`),
      );
    }
    await expectRefused(s.id, () => api.deleteRound(s.id, 4, s.token), 404, "not_found", /no round 4/);
    await expectRefused(s.id, () => api.deleteRound(s.id, 0, s.token), 404, "not_found");
    await expectRefused(
      s.id,
      () => api.deleteRound(s.id, "last", s.token),
      404,
      "not_found",
      /"last" is not a round number/,
    );
    expectError(await api.deleteRound("no-such-session", 1, s.token), 404, "not_found");
  });

  it("after undoing the last round of a finished game the game is active again and takes a new round", async () => {
    const s = await ninesSession(["Ann", "Ben"], { threshold: 20 });
    await s.play("Ann", { Ben: 10 });
    const { session: finished } = await s.play("Ann", { Ben: 10 });
    expect(finished.status).toBe("finished");
    const r = await api.deleteRound(s.id, 2, s.token);
    expect(r.status).toBe(200);
    expect(r.body.session.status).toBe("active");
    expect(r.body.session.winners).toEqual([]);
    expect(r.body.session.next).toEqual({ round: 2, dealer: s.ids.Ben, starter: s.ids.Ann });
    const again = await api.addRound(s.id, s.entry("Ben", { Ann: 4 }, { round: 2 }), s.token);
    expect(again.status).toBe(201);
    expect(again.body.session.status).toBe("active");
    expect(table(again.body.session)).toEqual([
      ["Ann", 4, 1],
      ["Ben", 10, 2],
    ]);
  });

  it("undoing a tie-break round brings the tie-break back", async () => {
    const s = await ninesSession(["Ann", "Ben"], { rounds: 2 });
    await s.play("Ann", { Ben: 8 });
    const { session: tied } = await s.play("Ben", { Ann: 8 });
    await s.play("Ben", { Ann: 3 });
    const r = await api.deleteRound(s.id, 3, s.token);
    expect(r.body.session).toMatchObject({ status: "tiebreak", tiebreak: tied.tiebreak, next: tied.next, winners: [] });
  });

  it("401 without a token or with a wrong one", async () => {
    const s = await threeRounds();
    const other = await ninesSession();
    await expectRefused(s.id, () => api.deleteRound(s.id, 3), 401, "unauthorized", /token/);
    await expectRefused(s.id, () => api.deleteRound(s.id, 3, "wrong"), 401, "unauthorized", /does not match/);
    await expectRefused(s.id, () => api.deleteRound(s.id, 3, other.token), 401, "unauthorized", /does not match/);
  });
});
