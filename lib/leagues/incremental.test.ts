import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyGames, initialState, type MemberState, standingsFromStates } from "./incremental";
import { chronological, DEFAULT_POINTS_TABLE, leagueStandings, ratingHistory } from "./stats";
import type { LeagueGame } from "./types";

const members = new Map([
  ["ann", "Ann"],
  ["ben", "Ben"],
  ["cem", "Cem"],
  ["dee", "Dee"],
]);

const arbGames = fc
  .array(
    fc.record({
      minute: fc.integer({ min: 0, max: 30 }),
      // One-member games count for the table but not for the ratings; shared places are shared wins.
      ranks: fc.shuffledSubarray(["ann", "ben", "cem", "dee"], { minLength: 1 }),
      shared: fc.boolean(),
    }),
    { maxLength: 25 },
  )
  .map((list) =>
    list.map(
      (g, i): LeagueGame => ({
        sessionId: `s${i}`,
        game: "nines",
        finishedAt: new Date(Date.UTC(2026, 10, 1, 20, g.minute)),
        placements: g.ranks.map((memberId, r) => ({ memberId, rank: g.shared && r === 1 ? 1 : r + 1 })),
      }),
    ),
  );

describe("running standings", () => {
  it("applied game by game in rating order equal the reference standings and rating history", () => {
    fc.assert(
      fc.property(arbGames, (games) => {
        const state = new Map<string, MemberState>();
        const steps = applyGames(state, chronological(games), DEFAULT_POINTS_TABLE);
        const rows = standingsFromStates(
          [...state].map(([memberId, s]) => ({ memberId, ...s })),
          members,
        );
        expect(rows).toEqual(leagueStandings(games, members, DEFAULT_POINTS_TABLE));
        const history = ratingHistory(games);
        for (const memberId of members.keys()) {
          const mine = steps.filter((s) => s.memberId === memberId && s.rated);
          expect(
            mine.map((s) => ({
              sessionId: s.sessionId,
              finishedAt: s.finishedAt,
              rating: { mu: s.mu, sigma: s.sigma },
            })),
          ).toEqual(history.get(memberId) ?? []);
        }
      }),
    );
  });
  it("split anywhere, the second half applied to the first half's state gives the same steps", () => {
    fc.assert(
      fc.property(arbGames, fc.nat(), (games, cut) => {
        const ordered = chronological(games);
        const at = ordered.length === 0 ? 0 : cut % (ordered.length + 1);
        const whole = applyGames(new Map(), ordered, DEFAULT_POINTS_TABLE);
        const state = new Map<string, MemberState>();
        const first = applyGames(state, ordered.slice(0, at), DEFAULT_POINTS_TABLE);
        expect([...first, ...applyGames(state, ordered.slice(at), DEFAULT_POINTS_TABLE)]).toEqual(whole);
      }),
    );
  });
  it("starts every member at the default rating with no games", () => {
    expect(initialState()).toMatchObject({ played: 0, mu: 25, sigma: 25 / 3, streakLength: 0 });
  });
});
