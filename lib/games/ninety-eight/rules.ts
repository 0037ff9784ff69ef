import { nextSeat } from "../ranking";
import { type Bank, emptyBank, payEach, payIntoPot, takePot } from "../running-total/chips";
import { survivalSummary } from "../running-total/standings";
import { tableProblems } from "../setup-checks";
import type { Applied, Game, PlayerId, Summary, Table } from "../types";
import {
  type NinetyEightEntry,
  type NinetyEightOptions,
  ninetyEightEntrySchema,
  ninetyEightOptionsSchema,
} from "./options";
import { isFinished, type NinetyEightState, stillIn } from "./state";
import { validateEntry, variantProblems } from "./validate";

function initialState(table: Table, options: NinetyEightOptions): NinetyEightState {
  return {
    table,
    options,
    strikes: Object.fromEntries(table.players.map((id) => [id, 0])),
    outOrder: [],
    bank: emptyBank(table.players),
    roundsPlayed: 0,
    dealer: table.firstDealer,
  };
}

/**
 * Stakes (rulings "Ninety-Eight"): every active player antes 1 before the round, the round winner receives 1
 * from each player eliminated in it, the game winner takes the pot. The ante is booked with the round it
 * was paid for, so a fresh game shows an empty pot.
 */
function settle(bank: Bank, playing: PlayerId[], entry: NinetyEightEntry, gameWinner: PlayerId | null): Bank {
  const roundWinner = playing.find((id) => !entry.eliminated.includes(id));
  let next = payIntoPot(bank, playing);
  if (roundWinner !== undefined) next = payEach(next, entry.eliminated, roundWinner);
  return gameWinner === null ? next : takePot(next, [gameWinner]);
}

function apply(entry: NinetyEightEntry, state: NinetyEightState): Applied<NinetyEightState> {
  const { table, options } = state;
  const playing = stillIn(state);
  // Round score = strikes added this round: 1 for each eliminated player, 0 for the round winner.
  const scores = Object.fromEntries(playing.map((id) => [id, entry.eliminated.includes(id) ? 1 : 0]));
  const strikes = { ...state.strikes };
  for (const id of entry.eliminated) strikes[id] = (strikes[id] ?? 0) + 1;
  // "At `lives` strikes a player is out of the game"; several may go out in one round, in the entry's order.
  const outOrder = [...state.outOrder, ...entry.eliminated.filter((id) => (strikes[id] ?? 0) >= options.lives)];
  const next: NinetyEightState = { ...state, strikes, outOrder, roundsPlayed: state.roundsPlayed + 1 };
  const left = stillIn(next);
  const gameWinner = left.length === 1 ? (left[0] ?? null) : null;
  if (options.stakes) next.bank = settle(state.bank, playing, entry, gameWinner);
  // The deal passes clockwise to the next player still in the game.
  next.dealer = nextSeat(table.players, state.dealer, (id) => left.includes(id));
  return { state: next, scores };
}

function summarize(state: NinetyEightState): Summary {
  const { options } = state;
  const strikes = (id: PlayerId) => state.strikes[id] ?? 0;
  return survivalSummary({
    table: state.table,
    outOrder: state.outOrder,
    finished: isFinished(state),
    nextRound: state.roundsPlayed + 1,
    dealer: state.dealer,
    compareIn: (a, b) => strikes(a) - strikes(b),
    fields: (id) => ({
      strikes: strikes(id),
      out: state.outOrder.includes(id),
      ...(options.stakes ? { chips: state.bank.chips[id] ?? 0 } : {}),
    }),
    progress: { lives: options.lives },
    ...(options.stakes ? { extra: { pot: state.bank.pot } } : {}),
  });
}

export const ninetyEight: Game<NinetyEightOptions, NinetyEightEntry, NinetyEightState> = {
  id: "ninety-eight",
  minPlayers: 2,
  maxPlayers: 8,
  optionsSchema: ninetyEightOptionsSchema,
  entrySchema: ninetyEightEntrySchema,
  validateSetup: (table: Table, options: NinetyEightOptions) => [
    ...tableProblems(ninetyEight, table, "Ninety-Eight", "more than 5 need a second deck or 3-card hands"),
    ...variantProblems(table, options),
  ],
  initialState,
  validate: validateEntry,
  apply,
  summarize,
};
