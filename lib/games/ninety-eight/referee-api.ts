// Ninety-Eight's half of the running-total checks for the API (issue 25): its card table and what a stuck player's
// leaving does (out of the round; with teams the partner too), from the referee page's own functions.

import type { GameReferee } from "../referee/types";
import { handStart, type RunningTotalParts } from "../running-total/api-state";
import { bustCheckOf, totalCheck } from "../running-total/referee-api";
import type { NinetyEightOptions } from "./options";
import { eliminate, ninetyEightRules } from "./referee";
import { sidesOf } from "./teams";
import { variantProblems } from "./validate";

const parts: RunningTotalParts<NinetyEightOptions> = {
  game: "ninety-eight",
  rulesOf: ninetyEightRules,
  stuck(state, hand, options) {
    const result = eliminate(state, hand.length > 0 ? hand : undefined, sidesOf(state.seats, options.teams));
    if (result.kind === "refused") return result;
    const leaving = result.state.eliminated.filter((id) => !state.eliminated.includes(id));
    return { kind: "out", state: result.state, leaving, roundWinner: result.roundWinner };
  },
  // Rulings: up to 5 players with one deck; more with a second deck (or 3-card hands).
  decks: (players) => (players !== null && players > 5 ? 2 : 1),
  optionProblems: (options, seats) =>
    variantProblems({ players: seats ?? [], firstDealer: 0 }, options).filter(
      (v) => seats !== null || v.code !== "team_count",
    ),
  outMessage: (name, next) =>
    next === null ? `${name} is eliminated.` : `${name} is eliminated. The total goes back to 0; ${next} starts.`,
};

export const ninetyEightReferee: GameReferee<"ninety-eight"> = {
  id: "ninety-eight",
  checks: [
    totalCheck(parts, {
      summary: "Sheet 003: at 93 a K sets the total to 98; with Ninety-Nine rules to 99",
      situation: { total: 93, card: "KS", seats: ["Ann", "Ben", "Cem"], player: "Ann" },
    }),
    bustCheckOf(parts, {
      summary: "At 95 Ben holds 5♠ 8♥ J♦ Q♣: no legal card, Ben is out and the total goes back to 0",
      situation: { total: 95, hand: ["5S", "8H", "JD", "QC"], seats: ["Ann", "Ben", "Cem"], player: "Ben" },
    }),
  ],
  start: (options, table) => handStart(ninetyEightRules(options as NinetyEightOptions), table),
};
