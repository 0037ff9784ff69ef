import { type Card, parseCard } from "../cards";
import { overCopies, type Reason, reason, tooManyCopies } from "../referee/parts";
import type { RefereeCheck } from "../referee/types";
import {
  type Base,
  type BustVerdict,
  bustSituation,
  bustVerdict,
  type TotalVerdict,
  totalSituation,
  totalVerdict,
} from "./api-schemas";
import { asViolation, cardsOf, handOverViolation, handState, type RunningTotalParts, startState } from "./api-state";
import { bustCheck, checkStuck, describePlay } from "./bust-check";
import { isNoValueCard } from "./no-value";
import { play } from "./play";
import type { Choice } from "./types";

type Example = RefereeCheck["example"];

/** "Ann: KS → 98." as the page logs it; without seats just "KS → 98." (the page's legal-play wording). */
function playedReason(name: string | null, card: string, choice: Choice | undefined, total: number): Reason {
  const as = choice === undefined ? "" : ` as ${choice}`;
  const params = { card, total, ...(choice === undefined ? {} : { value: choice }) };
  const key = choice === undefined ? "" : "As";
  if (name === null) return reason("played", `${card}${as} → ${total}.`, `runningTotal.legalPlay${key}`, params);
  return reason("played", `${name}: ${card}${as} → ${total}.`, `runningTotal.played${key}`, { name, ...params });
}

/** The tracker: `card` is played by the player whose turn it is. */
export function totalCheck<O>(
  parts: RunningTotalParts<O>,
  example: Example,
): RefereeCheck<O, Base & { card: string; choice?: Choice }, TotalVerdict> {
  return {
    name: "total",
    summary: "Running total: a card played, the new total",
    description:
      "The running-total tracker of the referee page: the card the player to play lays down, under the variants in " +
      "force. Answers the new total and whose turn it is (skips and reverses included), or why the card may not be " +
      "played (the total would pass the limit, or go below 0 counting down). An A or a 10 without `choice` answers " +
      "both totals (`needsChoice`).",
    situation: totalSituation,
    verdict: totalVerdict,
    run(options, s, table) {
      const start = startState(parts, options, s, table);
      if (!start.ok) return start;
      const { state, known } = start;
      if (state.turn === null) return { ok: false, violations: [handOverViolation()] };
      const result = play(state, s.card, s.choice);
      const limit = state.rules.limit;
      const name = known ? state.turn : "The player to play";
      if (result.kind === "refused") {
        if (result.code !== "over_limit" && result.code !== "below_zero") {
          return { ok: false, violations: [asViolation(result, result.code === "invalid_choice" ? "choice" : "card")] };
        }
        return {
          ok: true,
          verdict: {
            legal: false,
            verdict: "illegal",
            reason: reason(result.code, result.message, `runningTotal.refusal.${result.code}`, {
              ...result.params,
              name,
            }),
            card: String(result.params?.card ?? s.card),
            choice: s.choice ?? null,
            total: Number(result.params?.total),
            limit,
            choices: [],
            skipped: null,
            reversed: false,
            after: handState(state, known),
          },
        };
      }
      if (result.kind === "needs_choice") {
        const list = result.options.map((o) => `${o.choice} → ${o.total}${o.legal ? "" : " (not allowed)"}`).join(", ");
        return {
          ok: true,
          verdict: {
            legal: null,
            verdict: "needsChoice",
            reason: reason("needs_choice", `How does ${result.card} count? ${list}.`, "runningTotal.choose", {
              card: result.card,
            }),
            card: result.card,
            choice: null,
            total: state.total,
            limit,
            choices: result.options,
            skipped: null,
            reversed: false,
            after: handState(state, known),
          },
        };
      }
      const total = result.state.total;
      const played = playedReason(known ? state.turn : null, result.card, result.choice, total);
      return {
        ok: true,
        verdict: {
          legal: true,
          verdict: "legal",
          reason: played,
          card: result.card,
          choice: result.choice ?? null,
          total,
          limit,
          choices: [],
          skipped: known ? result.skipped : null,
          reversed: result.reversed,
          after: handState(result.state, known),
        },
      };
    },
    example,
  };
}

/** The bust check: does the hand of the player to play hold any legal card? */
export function bustCheckOf<O>(
  parts: RunningTotalParts<O>,
  example: Example,
): RefereeCheck<O, Base & { hand: string | string[] }, BustVerdict> {
  return {
    name: "bust",
    summary: "Running total: can this hand still play?",
    description:
      "The bust check of the referee page: given the total and the hand of the player to play, is there any legal " +
      "play? Lists every legal play with the total it makes; with none, says who is out (Ninety-Eight: out of the " +
      "round, the total back to 0 and the next player starts, with teams the partner too; adding game: the player " +
      "busts and the hand is over). A hand holds at most `handSize` cards.",
    situation: bustSituation,
    verdict: bustVerdict,
    run(options, s, table) {
      const start = startState(parts, options, s, table);
      if (!start.ok) return start;
      const { state, known } = start;
      if (state.turn === null) return { ok: false, violations: [handOverViolation()] };
      const codes = cardsOf(s.hand);
      const real = codes
        .filter((code) => !isNoValueCard(state.rules, code))
        .map(parseCard)
        .filter((c): c is Card => c !== null);
      const decks = s.decks ?? parts.decks(known ? state.seats.length : null);
      const twice = overCopies(real, decks);
      if (twice) return { ok: false, violations: [tooManyCopies(twice, decks, "hand")] };
      const check = bustCheck(state, codes);
      if (check.kind === "refused") return { ok: false, violations: [asViolation(check, "hand")] };
      const limit = state.rules.limit;
      const plays = check.legal.map((p) => ({
        card: p.card,
        ...(p.choice === undefined ? {} : { choice: p.choice }),
        total: p.total,
      }));
      if (!check.bust) {
        const missed = checkStuck(state, codes);
        const message = missed?.message ?? `This hand can still play: ${check.legal.map(describePlay).join(", ")}.`;
        return {
          ok: true,
          verdict: {
            bust: false,
            reason: reason("has_legal_play", message, "runningTotal.refusal.has_legal_play", { count: plays.length }),
            plays,
            leaving: [],
            roundWinner: null,
            limit,
            after: handState(state, known),
          },
        };
      }
      if (!known) {
        const message = "No legal card: the player to play is out of this hand.";
        return {
          ok: true,
          verdict: {
            bust: true,
            reason: reason("bust", message, `${parts.game}.referee.confirmed`),
            plays,
            leaving: [],
            roundWinner: null,
            limit,
            after: handState(state, false),
          },
        };
      }
      const out = parts.stuck(state, codes, options);
      if (out.kind === "refused") return { ok: false, violations: [asViolation(out, "hand")] };
      const player = state.turn;
      const next = out.state.turn;
      return {
        ok: true,
        verdict: {
          bust: true,
          reason: reason(
            "bust",
            `No legal card. ${parts.outMessage(player, next)}`,
            `${parts.game}.referee.${next === null ? "outLast" : "out"}`,
            {
              name: player,
              ...(next === null ? {} : { next }),
            },
          ),
          plays,
          leaving: out.leaving,
          roundWinner: out.roundWinner,
          limit,
          after: handState(out.state, true),
        },
      };
    },
    example,
  };
}
