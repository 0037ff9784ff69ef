// The hand a running-total check starts from (issue 25): the situation's total, seats and turn, after replaying the
// plays made so far through the engine's own play / stuck functions.
import type { z } from "zod";
import { splitHand } from "../cards";
import { seatProblems } from "../referee/parts";
import type { RefereeTable } from "../referee/types";
import type { PlayerId, Violation } from "../types";
import { violation } from "../violation";
import type { Base, handStateSchema } from "./api-schemas";
import { shownTotal } from "./arithmetic";
import { play } from "./play";
import type { RefereeState, Refusal, RuleSet } from "./types";

/** What a stuck player's leaving does in this game: out of the round (Ninety-Eight) or busted (adding game). */
export type StuckOutcome =
  | { kind: "out"; state: RefereeState; leaving: PlayerId[]; roundWinner: PlayerId | null }
  | Refusal;

/** A game's half of the running-total checks. */
export interface RunningTotalParts<Options> {
  game: string;
  rulesOf(options: Options): RuleSet;
  stuck(state: RefereeState, hand: readonly string[], options: Options): StuckOutcome;
  /** How many decks a table of `players` may use (a hand holds a card at most that often). */
  decks(players: number | null): number;
  /** Option combinations set-up refuses (the seats, when given, for rules on the player count). */
  optionProblems(options: Options, seats: readonly PlayerId[] | null): Violation[];
  /** The page's sentence for a player going out: who, and who plays next (null: the round or hand is over). */
  outMessage(name: string, next: string | null): string;
}

/** A stand-in seat when the situation names none: the totals are the same, the answer names nobody. */
export const NOBODY = "\u0000";

export const cardsOf = (hand: string | readonly string[]) => (typeof hand === "string" ? splitHand(hand) : [...hand]);
export const asViolation = (r: Refusal, field: string): Violation => violation(r.code, r.message, field, r.params);

/** The hand's state the check starts from (after replaying `plays`), or what is wrong with the situation. */
export function startState<O>(parts: RunningTotalParts<O>, options: O, s: Base, table?: RefereeTable) {
  const rules = parts.rulesOf(options);
  const seats = s.seats ?? (table && table.seats.length > 0 ? [...table.seats] : null);
  const problems = [...parts.optionProblems(options, seats), ...seatProblems(seats ?? undefined, s.player)];
  const total = s.total ?? shownTotal(rules, rules.start);
  if (total < 0 || total > rules.limit) {
    problems.push(
      violation(
        "total_out_of_range",
        `A total runs from 0 to ${rules.limit} in this game; ${total} is not possible.`,
        "total",
        {
          total,
          limit: rules.limit,
        },
      ),
    );
  }
  for (const id of s.out) {
    if (!seats?.includes(id))
      problems.push(violation("unknown_player", `${id} is not among the seats.`, "out", { player: id }));
  }
  const defaultPlayer =
    table?.starter && seats?.includes(table.starter) ? table.starter : seats?.find((id) => !s.out.includes(id));
  const player = s.player ?? defaultPlayer;
  if (player !== undefined && s.out.includes(player)) {
    problems.push(violation("player_out", `${player} is already out of this hand.`, "player", { player }));
  }
  if (problems.length > 0) return { ok: false as const, violations: problems };
  let state: RefereeState = {
    rules,
    seats: seats ?? [NOBODY],
    eliminated: s.out,
    turn: player ?? NOBODY,
    direction: s.direction === "clockwise" ? 1 : -1,
    total,
  };
  for (const [index, step] of s.plays.entries()) {
    const field = `plays.${index}`;
    if ("card" in step) {
      const result = play(state, step.card, step.choice);
      if (result.kind === "refused") return { ok: false as const, violations: [asViolation(result, field)] };
      if (result.kind === "needs_choice") {
        const message = `${result.card} counts two ways: give its choice (${result.options.map((o) => o.choice).join(" or ")}).`;
        return {
          ok: false as const,
          violations: [violation("choice_required", message, field, { card: result.card })],
        };
      }
      state = result.state;
    } else {
      if (seats === null) {
        return {
          ok: false as const,
          violations: [violation("seats_required", "Name the seats to replay a player going out.", field)],
        };
      }
      const result = parts.stuck(state, step.hand === undefined ? [] : cardsOf(step.hand), options);
      if (result.kind === "refused") return { ok: false as const, violations: [asViolation(result, field)] };
      state = result.state;
    }
  }
  return { ok: true as const, state, known: seats !== null };
}

export function handState(state: RefereeState, known: boolean): z.output<typeof handStateSchema> {
  return {
    total: state.total,
    player: known ? state.turn : null,
    direction: state.direction === 1 ? "clockwise" : "counterClockwise",
    out: known ? [...state.eliminated] : [],
    handOver: state.turn === null,
  };
}

export const handOverViolation = () =>
  violation("hand_over", "This hand is over: no more cards can be played in it. Start the next one.", "plays");

/** What a session's hand opens with: the players in, the opener, the total. */
export function handStart(rules: RuleSet, table: RefereeTable): Record<string, unknown> {
  return {
    seats: table.seats,
    player: table.starter,
    direction: "clockwise",
    total: shownTotal(rules, rules.start),
    limit: rules.limit,
    handSize: rules.handSize,
  };
}
