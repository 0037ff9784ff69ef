// Whole Nines games through the API: the threshold, the lowest total winning, the tie-break, the deal passing on.
import { describe, expect, it } from "vitest";
import { api, expectRefused, type Ids, ninesSession, table, violations } from "./client";

describe("a whole game to the threshold", () => {
  it("goes on at 99 and ends in the round someone reaches exactly 100; the lowest total wins", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 40, Cem: 30 }); // 0 40 30
    await s.play("Ben", { Ann: 20, Cem: 30 }); // 20 40 60
    let { session } = await s.play("Cem", { Ann: 30, Ben: 59 }); // 50 99 60
    expect(session.status).toBe("active");
    expect(session.winners).toEqual([]);
    expect(table(session)).toEqual([
      ["Ann", 50, 1],
      ["Cem", 60, 2],
      ["Ben", 99, 3],
    ]);

    ({ session } = await s.play("Ann", { Ben: 1, Cem: 12 })); // 50 100 72
    expect(session.status).toBe("finished");
    expect(table(session)).toEqual([
      ["Ann", 50, 1],
      ["Cem", 72, 2],
      ["Ben", 100, 3],
    ]);
    expect(session.winners).toEqual([s.ids.Ann]);
    expect(session.tiebreak).toBeNull();
    expect(session.next).toBeNull();
    expect(session.rounds.map((r: any) => [r.number, r.tiebreak])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect((await api.getSession(s.id)).body).toEqual(session);

    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ben", { Ann: 1, Cem: 1 }), s.token),
      409,
      "game_finished",
      /game is over/,
    );
  });

  it("ends when a total passes the threshold, and the one who passed it need not be last", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 50 });
    await s.play("Ann", { Ben: 10, Cem: 45 }); // 0 10 45
    const { session } = await s.play("Cem", { Ann: 60, Ben: 20 }); // 60 30 45
    expect(session.status).toBe("finished");
    expect(table(session)).toEqual([
      ["Ben", 30, 1],
      ["Cem", 45, 2],
      ["Ann", 60, 3],
    ]);
    expect(session.winners).toEqual([s.ids.Ben]);
  });

  it("with the `rounds` option ends after that many rounds, whatever the totals", async () => {
    const s = await ninesSession(["Ann", "Ben"], { rounds: 3, threshold: 10 });
    await s.play("Ann", { Ben: 50 });
    let { session } = await s.play("Ann", { Ben: 50 });
    expect(session.status).toBe("active");
    ({ session } = await s.play("Ben", { Ann: 7 }));
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([s.ids.Ann]);
    expect(table(session)).toEqual([
      ["Ann", 7, 1],
      ["Ben", 100, 2],
    ]);
  });
});

describe("the deal passes clockwise", () => {
  it("dealer and starter move one seat per round, wrapping round the table", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem", "Dan"], {}, 1);
    const { Ann, Ben, Cem, Dan } = s.ids as Ids;
    const expected = [
      [Ben, Cem],
      [Cem, Dan],
      [Dan, Ann],
      [Ann, Ben],
      [Ben, Cem],
    ];
    expect(s.session.next).toEqual({ round: 1, dealer: expected[0]![0], starter: expected[0]![1] });
    for (let round = 2; round <= 5; round++) {
      const { session } = await s.play("Ann", { Ben: 1, Cem: 1, Dan: 1 });
      expect(session.next).toEqual({ round, dealer: expected[round - 1]![0], starter: expected[round - 1]![1] });
    }
  });

  it("with two players the deal alternates", async () => {
    const s = await ninesSession(["Ann", "Ben"]);
    let { session } = await s.play("Ann", { Ben: 1 });
    expect(session.next).toEqual({ round: 2, dealer: s.ids.Ben, starter: s.ids.Ann });
    ({ session } = await s.play("Ann", { Ben: 1 }));
    expect(session.next).toEqual({ round: 3, dealer: s.ids.Ann, starter: s.ids.Ben });
  });
});

describe("a tie for the lowest total", () => {
  /** Four players, first dealer Ben, two rounds: Ann and Cem tie on 5 at the end. */
  async function tiedGame() {
    const s = await ninesSession(["Ann", "Ben", "Cem", "Dan"], { rounds: 2 }, 1);
    await s.play("Ann", { Ben: 10, Cem: 5, Dan: 20 }); // dealt by Ben
    const { session } = await s.play("Cem", { Ann: 5, Ben: 30, Dan: 40 }); // dealt by Cem; totals 5 40 5 60
    return { s, session };
  }

  it("goes to a tie-break among exactly the tied players, dealt among them only", async () => {
    const { s, session } = await tiedGame();
    const { Ann, Ben, Cem } = s.ids as Ids;
    expect(session.status).toBe("tiebreak");
    expect(session.tiebreak).toEqual({ players: [Ann, Cem] });
    expect(session.winners).toEqual([]);
    expect(table(session)).toEqual([
      ["Ann", 5, 1],
      ["Cem", 5, 1],
      ["Ben", 40, 3],
      ["Dan", 60, 4],
    ]);
    // Cem dealt round 2; the deal passes on among the tied: Dan is skipped (Ann deals) and Ben is skipped (Cem starts).
    expect(session.next).toEqual({ round: 3, dealer: Ann, starter: Cem });
    expect(session.participants).toEqual([Ann, Cem]);
    expect(Ben).toBeTruthy();
  });

  it("refuses a tie-break entry that involves a player who is not tied (422, nothing changed)", async () => {
    const { s } = await tiedGame();
    const extraHand = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Cem", { Ann: 12, Ben: 3 }), s.token),
      422,
      "rule_violation",
      /Only the tied players/,
    );
    expect(violations(extraHand)).toEqual([
      expect.objectContaining({ code: "not_in_round", field: `hands.${s.ids.Ben}` }),
    ]);
    const wrongWinner = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Dan", { Ann: 12, Cem: 3 }), s.token),
      422,
      "rule_violation",
      /Only the tied players/,
    );
    expect(violations(wrongWinner)[0]).toMatchObject({ code: "not_in_round", field: "winner" });
    const missing = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Cem", {}), s.token),
      422,
      "rule_violation",
    );
    expect(violations(missing)).toEqual([
      expect.objectContaining({ code: "missing_hand", field: `hands.${s.ids.Ann}` }),
    ]);
    // Hands of the non-tied players are not asked for.
    expect(violations(missing).some((v) => v.field === `hands.${s.ids.Ben}` || v.field === `hands.${s.ids.Dan}`)).toBe(
      false,
    );
  });

  it("the tie-break winner wins alone and ranks first; its penalties are shown but not added", async () => {
    const { s } = await tiedGame();
    const { Ann, Ben, Cem, Dan } = s.ids as Ids;
    const r = await api.addRound(s.id, s.entry("Cem", { Ann: 12 }, { round: 3 }), s.token);
    expect(r.status).toBe(201);
    const session = r.body.session;
    expect(r.body.round).toMatchObject({ number: 3, tiebreak: true, scores: { [Ann]: 12, [Cem]: 0 } });
    expect(Object.keys(r.body.round.scores).sort()).toEqual([Ann, Cem].sort());
    expect(session.status).toBe("finished");
    expect(session.winners).toEqual([Cem]);
    expect(session.tiebreak).toBeNull();
    expect(session.next).toBeNull();
    expect(table(session)).toEqual([
      ["Cem", 5, 1],
      ["Ann", 5, 2],
      ["Ben", 40, 3],
      ["Dan", 60, 4],
    ]);
    expect(session.standings.filter((row: any) => row.rank === 1).map((row: any) => row.playerId)).toEqual([Cem]);
    expect(session.rounds.map((round: any) => round.tiebreak)).toEqual([false, false, true]);
    expect(Ben && Dan).toBeTruthy();
    await expectRefused(s.id, () => api.addRound(s.id, s.entry("Ann", { Cem: 3 }), s.token), 409, "game_finished");
  });

  it("a tie reached by the threshold works the same, with three players", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 30 });
    await s.play("Ann", { Ben: 10, Cem: 20 }); // 0 10 20
    const { session } = await s.play("Ben", { Ann: 10, Cem: 15 }); // 10 10 35
    expect(session.status).toBe("tiebreak");
    expect(session.tiebreak).toEqual({ players: [s.ids.Ann, s.ids.Ben] });
    // Ben dealt round 2: next clockwise among the tied is Ann (Cem skipped), then Ben starts.
    expect(session.next).toEqual({ round: 3, dealer: s.ids.Ann, starter: s.ids.Ben });
    const { session: done } = await s.play("Ann", { Ben: "9S 9H" });
    expect(done.status).toBe("finished");
    expect(done.winners).toEqual([s.ids.Ann]);
    expect(table(done)).toEqual([
      ["Ann", 10, 1],
      ["Ben", 10, 2],
      ["Cem", 35, 3],
    ]);
    expect(done.rounds[2].scores).toEqual({ [s.ids.Ann!]: 0, [s.ids.Ben!]: 30 });
  });

  it("all players tied: everyone plays the tie-break", async () => {
    const s = await ninesSession(["Ann", "Ben"], { rounds: 2 });
    await s.play("Ann", { Ben: 8 });
    const { session } = await s.play("Ben", { Ann: 8 });
    expect(session.status).toBe("tiebreak");
    expect(session.tiebreak).toEqual({ players: [s.ids.Ann, s.ids.Ben] });
    expect(session.next).toEqual({ round: 3, dealer: s.ids.Ann, starter: s.ids.Ben });
    const { session: done } = await s.play("Ben", { Ann: 3 });
    expect(done.winners).toEqual([s.ids.Ben]);
    expect(table(done)).toEqual([
      ["Ben", 8, 1],
      ["Ann", 8, 2],
    ]);
  });
});
