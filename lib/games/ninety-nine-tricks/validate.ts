import type { PlayerId, Violation } from "../types";
import { violation } from "../violation";
import { bidRange } from "./bids";
import type { NinetyNineTricksEntry } from "./options";
import { type NinetyNineTricksState, TRICKS_PER_ROUND } from "./state";

const BID_HINT = {
  suit: "three cards of one suit: ♦ 0, ♠ 1, ♥ 2, ♣ 3",
  sum: "the suit values of the three bid cards added: ♣ 3, ♥ 2, ♠ 1, ♦ 0",
} as const;

/** Rule violations of a round entry (Rulings, "Ninety-Nine, trick-taking", "Round entry"); never throws. */
export function validateNinetyNineTricks(entry: NinetyNineTricksEntry, state: NinetyNineTricksState): Violation[] {
  if (state.finished) return [violation("game_finished", "The game is over; no more rounds can be added.")];
  return [...checkBids(entry, state), ...checkTricks(entry, state), ...checkPremium(entry, state)];
}

function unknownPlayer(id: string, field: string): Violation {
  return violation("unknown_player", `No player with id "${id}" sits at this table.`, field, { player: id });
}

function checkBids(entry: NinetyNineTricksEntry, state: NinetyNineTricksState): Violation[] {
  const { players } = state.table;
  const encoding = state.options.bidEncoding;
  const { min, max } = bidRange(encoding);
  const out: Violation[] = [];
  for (const [id, bid] of Object.entries(entry.bids)) {
    const field = `bids.${id}`;
    if (!players.includes(id)) out.push(unknownPlayer(id, field));
    else if (bid < min || bid > max) {
      out.push(
        violation(
          "bid_out_of_range",
          `A bid is ${min} to ${max} tricks (${BID_HINT[encoding]}); ${bid} is not possible.`,
          field,
          { value: bid, min, max, encoding },
        ),
      );
    }
  }
  for (const id of missing(players, entry.bids)) {
    out.push(violation("missing_bid", "Enter this player's bid.", `bids.${id}`, { player: id }));
  }
  return out;
}

function checkTricks(entry: NinetyNineTricksEntry, state: NinetyNineTricksState): Violation[] {
  const { players } = state.table;
  const out: Violation[] = [];
  for (const [id, tricks] of Object.entries(entry.tricks)) {
    const field = `tricks.${id}`;
    if (!players.includes(id)) out.push(unknownPlayer(id, field));
    else if (tricks < 0 || tricks > TRICKS_PER_ROUND) {
      out.push(
        violation(
          "tricks_out_of_range",
          `A player wins 0 to ${TRICKS_PER_ROUND} tricks; ${tricks} is not possible.`,
          field,
          { value: tricks, min: 0, max: TRICKS_PER_ROUND },
        ),
      );
    }
  }
  const absent = missing(players, entry.tricks);
  for (const id of absent) {
    out.push(violation("missing_tricks", "Enter how many tricks this player won.", `tricks.${id}`, { player: id }));
  }
  // The sum is only worth reporting once every count is there and in range; otherwise it repeats those errors.
  if (absent.length === 0 && out.length === 0) {
    const sum = players.reduce((total, id) => total + (entry.tricks[id] ?? 0), 0);
    if (sum !== TRICKS_PER_ROUND) {
      out.push(
        violation("tricks_sum", `Tricks add up to ${sum}; a round has exactly ${TRICKS_PER_ROUND} tricks.`, "tricks", {
          sum,
          expected: TRICKS_PER_ROUND,
        }),
      );
    }
  }
  return out;
}

function checkPremium(entry: NinetyNineTricksEntry, state: NinetyNineTricksState): Violation[] {
  const { premium } = entry;
  if (!premium) return [];
  if (!state.options.premiums) {
    return [
      violation(
        "premiums_off",
        "Premiums (declaring or revealing a bid) are not played in this game; remove the premium or start a game with premiums on.",
        "premium",
      ),
    ];
  }
  if (!state.table.players.includes(premium.player)) return [unknownPlayer(premium.player, "premium")];
  return [];
}

function missing(players: readonly PlayerId[], counts: Record<PlayerId, number>): PlayerId[] {
  return players.filter((id) => !Object.hasOwn(counts, id));
}
