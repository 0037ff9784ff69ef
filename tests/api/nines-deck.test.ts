// Issue 9: a Nines round whose hands together are more than the deck holds is refused with 422, nothing changed.
import { describe, expect, it } from "vitest";
import { api, expectRefused, ninesSession, violations } from "./client";

describe("POST rounds: the round as a whole fits the deck", () => {
  it("refuses B 300 and C 300 (each fits, together they do not) and names them; the game goes on", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"]);
    await s.play("Ann", { Ben: 5, Cem: 4 });
    const { Ben } = s.ids;
    const error = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ben: 300, Cem: 300 }), s.token),
      422,
      "rule_violation",
      // By their names (issue 26), not their ids: the field and params still carry the ids.
      /^Ben 300 and Cem 300 together are more than one deck holds \(363\)\.$/,
    );
    expect(violations(error)).toEqual([
      {
        code: "round_exceeds_deck",
        message: expect.any(String),
        field: `hands.${Ben}`,
        params: { penalty: 300, others: 300, max: 363, decks: 1 },
      },
    ]);
    const after = await api.getSession(s.id);
    expect(after.body.status).toBe("active");
    expect(after.body.rounds).toHaveLength(1);
    // The intended "30" lands.
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 30, Cem: 300 }), s.token)).status).toBe(201);
  });

  it("refuses four picked 9s plus a typed 350: the typed total does not fit in what the cards leave", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"]);
    const error = await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ben: "9S 9H 9D 9C", Cem: 350 }), s.token),
      422,
      "rule_violation",
      /^Cem 350 and Ben's cards \(60\) together are more than one deck holds \(363\)\.$/,
    );
    expect(violations(error)[0]).toMatchObject({ code: "round_exceeds_deck", field: `hands.${s.ids.Cem}` });
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: "9S 9H 9D 9C", Cem: 303 }), s.token)).status).toBe(201);
  });

  it("refuses a single hand of 364 (the winner's last card is on the pile), takes 363", async () => {
    const s = await ninesSession(["Ann", "Ben"], { threshold: 10_000 });
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ben: 364 }), s.token),
      422,
      "rule_violation",
      /more than one deck holds \(363\)\. The winner's last card lies on the pile/,
    );
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 363 }), s.token)).status).toBe(201);
  });

  it("counts a recorded last card at its value, and two decks with Hard Nines at 808", async () => {
    const s = await ninesSession(["Ann", "Ben"], { threshold: 10_000, noNineFinish: true });
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ben: 355 }, { lastCard: "KS" }), s.token),
      422,
      "rule_violation",
      /besides the winner's last card KS \(354\)/,
    );
    const big = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 10_000, hardNines: true, doubleDeck: true });
    await expectRefused(
      big.id,
      () => api.addRound(big.id, big.entry("Ann", { Ben: 700, Cem: 108 }), big.token),
      422,
      "rule_violation",
      /together are more than two decks hold \(807\)/,
    );
    expect((await api.addRound(big.id, big.entry("Ann", { Ben: 700, Cem: 107 }), big.token)).status).toBe(201);
  });

  it("refuses an edit (PUT) that would make a round impossible, and changes nothing", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"]);
    await s.play("Ann", { Ben: 30, Cem: 30 });
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 300, Cem: 300 }), s.token),
      422,
      "rule_violation",
      /300 together are more than one deck holds \(363\)/,
    );
  });
});
