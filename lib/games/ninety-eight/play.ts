import { nextSeat } from "../ranking";
import { type Bank, emptyBank, payEach, payIntoPot, takePot } from "../running-total/chips";
import { survivalSummary } from "../running-total/standings";
import type { Applied, PlayerId, Replayer, Summary, Table } from "../types";
import type { NinetyEightEntry, NinetyEightOptions } from "./options";
import { isFinished, type NinetyEightState, stillIn } from "./state";
import { sideOf, sidesOf } from "./teams";
import { validateEntry } from "./validate";

/** From the effective options (rules.ts reads stored ones through the schema first). */
function initialState(table: Table, options: NinetyEightOptions): NinetyEightState {
  return {
    table,
    options,
    sides: sidesOf(table.players, options.teams),
    strikes: Object.fromEntries(table.players.map((id) => [id, 0])),
    outOrder: [],
    bank: emptyBank(table.players),
    roundsPlayed: 0,
    dealer: table.firstDealer,
  };
}

/** Players out of the round, in order: each entered player and, with teams, their partner right after them. */
function outOfRound(entry: NinetyEightEntry, state: NinetyEightState): PlayerId[] {
  return entry.eliminated.flatMap((id) => [id, ...sideOf(state.sides, id).filter((other) => other !== id)]);
}

/** Once finished: the players still in with the fewest strikes (one side, or with `rounds` every tied side). */
export function leaders(state: NinetyEightState): PlayerId[] {
  const left = stillIn(state);
  const fewest = Math.min(...left.map((id) => state.strikes[id] ?? 0));
  return left.filter((id) => (state.strikes[id] ?? 0) === fewest);
}

/**
 * Stakes (rulings "Ninety-Eight"): every active player antes 1 before the round, the round winner receives 1
 * from each player eliminated in it, the game winners take the pot. With teams both round winners receive:
 * each eliminated pair pays one chip to each of them. The ante is booked with the round it was paid for, so a
 * fresh game shows an empty pot.
 */
function settle(bank: Bank, playing: PlayerId[], out: PlayerId[], gameWinners: PlayerId[]): Bank {
  const roundWinners = playing.filter((id) => !out.includes(id));
  let next = payIntoPot(bank, playing);
  out.forEach((id, index) => {
    const receiver = roundWinners[index % roundWinners.length];
    if (receiver !== undefined) next = payEach(next, [id], receiver);
  });
  return takePot(next, gameWinners);
}

function apply(entry: NinetyEightEntry, state: NinetyEightState): Applied<NinetyEightState> {
  const { table, options } = state;
  const playing = stillIn(state);
  const out = outOfRound(entry, state);
  // Round score = strikes added this round: 1 for each player out of the round, 0 for the round winners.
  const scores = Object.fromEntries(playing.map((id) => [id, out.includes(id) ? 1 : 0]));
  const strikes = { ...state.strikes };
  for (const id of out) strikes[id] = (strikes[id] ?? 0) + 1;
  // "At `lives` strikes a player is out of the game"; several may go out in one round, in the entry's order.
  // Over a fixed number of rounds nobody goes out: strikes are only counted.
  const goneOut = options.rounds === null ? out.filter((id) => (strikes[id] ?? 0) >= options.lives) : [];
  const next: NinetyEightState = {
    ...state,
    strikes,
    outOrder: [...state.outOrder, ...goneOut],
    roundsPlayed: state.roundsPlayed + 1,
  };
  const left = stillIn(next);
  if (options.stakes) next.bank = settle(state.bank, playing, out, isFinished(next) ? leaders(next) : []);
  // The deal passes clockwise to the next player still in the game.
  next.dealer = nextSeat(table.players, state.dealer, (id) => left.includes(id));
  return { state: next, scores };
}

function summarize(state: NinetyEightState): Summary {
  const { options, sides } = state;
  const strikes = (id: PlayerId) => state.strikes[id] ?? 0;
  const team = (id: PlayerId) => sides.findIndex((side) => side.includes(id)) + 1;
  return survivalSummary({
    table: state.table,
    outOrder: state.outOrder,
    // Partners go out together, so they rank together.
    ...(options.teams
      ? { outAt: (id: PlayerId) => Math.min(...sideOf(sides, id).map((m) => state.outOrder.indexOf(m))) }
      : {}),
    finished: isFinished(state),
    nextRound: state.roundsPlayed + 1,
    dealer: state.dealer,
    compareIn: (a, b) => strikes(a) - strikes(b),
    fields: (id) => ({
      strikes: strikes(id),
      out: state.outOrder.includes(id),
      ...(options.teams ? { team: team(id) } : {}),
      ...(options.stakes ? { chips: state.bank.chips[id] ?? 0 } : {}),
    }),
    // Over a fixed number of rounds: "round k of n", and no lives to lose.
    progress:
      options.rounds !== null
        ? { rounds: { played: state.roundsPlayed, total: options.rounds } }
        : { lives: options.lives },
    ...(options.stakes ? { extra: { pot: state.bank.pot } } : {}),
  });
}

/** The rounds' rules without the schemas (no zod): what the scoreboard on the phone replays with (lib/games/types.ts). */
export const ninetyEightPlay: Replayer<NinetyEightOptions, NinetyEightEntry, NinetyEightState, "ninety-eight"> = {
  id: "ninety-eight",
  initialState,
  validate: validateEntry,
  apply,
  summarize,
};
