// The adding game's half of the running-total checks for the API (issue 25): its card table (variants included) and
// what a stuck player does (busts, which ends the hand), from the referee page's own functions.

import type { GameReferee } from "../referee/types";
import { handStart, type RunningTotalParts } from "../running-total/api-state";
import { bustCheckOf, totalCheck } from "../running-total/referee-api";
import type { NinetyNineAddingOptions } from "./options";
import { addingRules, bust } from "./referee";

const parts: RunningTotalParts<NinetyNineAddingOptions> = {
  game: "ninety-nine-adding",
  rulesOf: addingRules,
  stuck(state, hand) {
    const result = bust(state, hand.length > 0 ? hand : undefined);
    if (result.kind === "refused") return result;
    return { kind: "out", state: result.state, leaving: [result.player], roundWinner: null };
  },
  // Rulings: "some add a second deck at 5+".
  decks: (players) => (players !== null && players >= 5 ? 2 : 1),
  optionProblems: () => [],
  outMessage: (name) => `${name} busts: they lose a token, then gather, shuffle and deal the next hand.`,
};

export const ninetyNineAddingReferee: GameReferee<"ninety-nine-adding"> = {
  id: "ninety-nine-adding",
  checks: [
    totalCheck(parts, {
      summary: "Ring of 99 (limit 199): at 190 a 9 sets the total to 199",
      options: { limit: 199, handSize: 5 },
      situation: { total: 190, card: "9C", seats: ["Ann", "Ben", "Cem"], player: "Cem" },
    }),
    bustCheckOf(parts, {
      summary: "A bust at 99: Ben holds 5♠ 7♥ J♦, every card goes over 99",
      situation: { total: 99, hand: ["5S", "7H", "JD"], seats: ["Ann", "Ben", "Cem"], player: "Ben" },
    }),
  ],
  start: (options, table) => handStart(addingRules(options as NinetyNineAddingOptions), table),
};
