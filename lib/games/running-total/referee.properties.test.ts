// Laws every running-total referee keeps, checked over both games' variants.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, fullDeck, parseCard } from "../cards";
import { ninetyEightOptionsSchema } from "../ninety-eight/options";
import { eliminate, ninetyEightRules, roundEntry, startRound } from "../ninety-eight/referee";
import { ninetyEight } from "../ninety-eight/rules";
import { ninetyNineAddingOptionsSchema } from "../ninety-nine-adding/options";
import { addingRules, bust, startHand } from "../ninety-nine-adding/referee";
import { ninetyNineAdding } from "../ninety-nine-adding/rules";
import { choicesOf } from "./arithmetic";
import { bustCheck } from "./bust-check";
import { play } from "./play";
import { activePlayers } from "./turns";
import type { RefereeState, RuleSet } from "./types";

const deck = fullDeck().map(cardCode);
const choicesFor = (ruleSet: RuleSet, code: string) => {
  const parsed = parseCard(code);
  return parsed ? choicesOf(ruleSet.effects[parsed.rank]) : null;
};
const card = fc.constantFrom(...deck);

const eightOptions = fc
  .record({
    limit: fc.constantFrom(50, 98, 120),
    reverseFours: fc.boolean(),
    jackSkip: fc.boolean(),
    ninetyNineRules: fc.boolean(),
    handSize: fc.integer({ min: 3, max: 5 }),
  })
  .map((o) => ninetyEightOptionsSchema.parse(o.ninetyNineRules ? { ...o, limit: 98 } : o));
const addingOptions = fc
  .record({
    startTotal: fc.constantFrom(0, 50, 75),
    countdown: fc.boolean(),
    nineKingSwap: fc.boolean(),
    limit: fc.constantFrom(99, 199, 299),
    handSize: fc.constantFrom(3, 5),
    noValueCards: fc.boolean(),
  })
  .map((o) => ninetyNineAddingOptionsSchema.parse(o));
const rules: fc.Arbitrary<RuleSet> = fc.oneof(eightOptions.map(ninetyEightRules), addingOptions.map(addingRules));
const players = fc.integer({ min: 2, max: 6 }).map((n) => Array.from({ length: n }, (_, i) => `p${i}`));

const fresh = (ruleSet: RuleSet, seats: string[], total: number): RefereeState => ({
  rules: ruleSet,
  seats,
  eliminated: [],
  turn: seats[0] ?? null,
  direction: 1,
  total,
});

describe("referee laws", () => {
  it("the total stays within 0..limit, the turn stays with a player in the hand, refusals change nothing", () => {
    fc.assert(
      fc.property(
        rules,
        players,
        fc.array(fc.tuple(card, fc.boolean()), { maxLength: 60 }),
        (ruleSet, seats, moves) => {
          let state = fresh(ruleSet, seats, ruleSet.countdown ? ruleSet.limit - ruleSet.start : ruleSet.start);
          for (const [code, second] of moves) {
            const choices = choicesFor(ruleSet, code);
            const before = structuredClone(state);
            const result = play(state, code, choices ? choices[second ? 1 : 0] : undefined);
            if (result.kind === "played") state = result.state;
            else expect(state).toEqual(before);
            expect(result.kind).not.toBe("needs_choice");
            expect(state.total).toBeGreaterThanOrEqual(0);
            expect(state.total).toBeLessThanOrEqual(ruleSet.limit);
            expect(activePlayers(state)).toContain(state.turn);
          }
        },
      ),
    );
  });

  it("the bust check lists exactly the plays `play` accepts", () => {
    fc.assert(
      fc.property(rules, fc.nat(), fc.array(card, { minLength: 1, maxLength: 3 }), (ruleSet, at, hand) => {
        const state = fresh(ruleSet, ["a", "b", "c"], at % (ruleSet.limit + 1));
        const check = bustCheck(state, hand);
        if (check.kind !== "checked") throw new Error(check.message);
        const accepted = hand.flatMap((code) => {
          const choices = choicesFor(ruleSet, code) ?? [undefined];
          return choices.flatMap((choice) => {
            const result = play(state, code, choice);
            return result.kind === "played"
              ? [{ card: code, ...(choice === undefined ? {} : { choice }), total: result.state.total }]
              : [];
          });
        });
        expect(check.legal).toEqual(accepted);
        expect(check.bust).toBe(accepted.length === 0);
      }),
    );
  });

  it("a Ninety-Eight round refereed to its end gives an entry the engine accepts", () => {
    fc.assert(
      fc.property(
        eightOptions,
        players,
        fc.array(fc.array(card, { minLength: 5, maxLength: 5 }), { minLength: 1 }),
        (options, seats, hands) => {
          const engine = ninetyEight.initialState({ players: seats, firstDealer: 0 }, options);
          const next = ninetyEight.summarize(engine);
          let state = startRound(options, next.participants, next.next?.starter ?? "");
          for (let step = 0; state.turn !== null; step++) {
            const hand = (hands[step % hands.length] ?? []).slice(0, options.handSize);
            const check = bustCheck(state, hand);
            if (check.kind !== "checked") throw new Error(check.message);
            const move = check.legal[step % Math.max(check.legal.length, 1)];
            // Every 7th turn the table says the player is stuck, so the round always ends.
            if (check.bust || step % 7 === 6 || !move) {
              const result = eliminate(state, check.bust ? hand : undefined);
              if (result.kind !== "eliminated") throw new Error(result.message);
              expect(result.state.total).toBe(0);
              state = result.state;
            } else {
              const result = play(state, move.card, move.choice);
              if (result.kind !== "played") throw new Error("a listed legal play was refused");
              state = result.state;
            }
          }
          const entry = roundEntry(state);
          expect(entry?.eliminated).toHaveLength(seats.length - 1);
          expect(ninetyEight.validate(entry ?? { eliminated: [] }, engine)).toEqual([]);
        },
      ),
    );
  });

  it("an adding-game hand refereed to a bust gives an entry the engine accepts", () => {
    fc.assert(
      fc.property(
        addingOptions,
        players.map((p) => p.slice(0, 5)),
        fc.array(fc.array(card, { minLength: 5, maxLength: 5 }), { minLength: 1 }),
        (options, seats, hands) => {
          const engine = ninetyNineAdding.initialState({ players: seats, firstDealer: 0 }, options);
          const next = ninetyNineAdding.summarize(engine);
          let state = startHand(options, next.participants, next.next?.starter ?? "");
          // Legal plays until someone is stuck; after 200 turns the table calls a bust (K, 4 and 9 never bust).
          for (let step = 0; state.turn !== null; step++) {
            const hand = (hands[step % hands.length] ?? []).slice(0, options.handSize);
            const check = bustCheck(state, hand);
            if (check.kind !== "checked") throw new Error(check.message);
            const move = check.legal[step % Math.max(check.legal.length, 1)];
            if (check.bust || !move || step >= 200) {
              const result = bust(state, check.bust ? hand : undefined);
              if (result.kind !== "bust") throw new Error(result.message);
              expect(ninetyNineAdding.validate(result.entry, engine)).toEqual([]);
              expect(play(result.state, "5S").kind).toBe("refused");
              state = result.state;
            } else {
              const result = play(state, move.card, move.choice);
              if (result.kind !== "played") throw new Error("a listed legal play was refused");
              state = result.state;
            }
          }
        },
      ),
    );
  });
});
