import { emptyBank, payIntoPot, takePot } from "../running-total/chips";
import { survivalSummary } from "../running-total/standings";
import type { Applied, PlayerId, Replayer, Summary, Table } from "../types";
import type { NinetyNineAddingEntry, NinetyNineAddingOptions } from "./options";
import { isFinished, leaders, type NinetyNineAddingState, stillIn } from "./state";
import { validateEntry } from "./validate";

function initialState(table: Table, options: NinetyNineAddingOptions): NinetyNineAddingState {
  return {
    table,
    options,
    lives: Object.fromEntries(table.players.map((id) => [id, options.lives])),
    outOrder: [],
    bank: emptyBank(table.players),
    handsPlayed: 0,
    dealer: table.firstDealer,
  };
}

function apply(entry: NinetyNineAddingEntry, state: NinetyNineAddingState): Applied<NinetyNineAddingState> {
  const buster = entry.bust;
  // Round score = the change in tokens this hand: −1 for the buster, 0 for everyone else dealt in.
  const scores = Object.fromEntries(stillIn(state).map((id) => [id, id === buster ? -1 : 0]));
  const tokens = Math.max(0, (state.lives[buster] ?? 0) - 1);
  const next: NinetyNineAddingState = {
    ...state,
    lives: { ...state.lives, [buster]: tokens },
    // "At 0 tokens they are out."
    outOrder: tokens === 0 ? [...state.outOrder, buster] : state.outOrder,
    handsPlayed: state.handsPlayed + 1,
    // "The buster gathers, shuffles and deals the next hand (even when that bust put them out)."
    dealer: Math.max(0, state.table.players.indexOf(buster)),
  };
  if (state.options.stakes) {
    // Sheet 004, "Einsatz als Strafe": whoever busts pays a stake into a pot; the survivor wins the pot.
    const paid = payIntoPot(state.bank, [buster]);
    next.bank = isFinished(next) ? takePot(paid, leaders(next)) : paid;
  }
  return { state: next, scores };
}

function summarize(state: NinetyNineAddingState): Summary {
  const { options } = state;
  const lives = (id: PlayerId) => state.lives[id] ?? 0;
  const extra: NonNullable<Summary["extra"]> = {};
  if (options.stakes) extra.pot = state.bank.pot;
  if (options.hands !== null) extra.handsLeft = Math.max(0, options.hands - state.handsPlayed);
  return survivalSummary({
    table: state.table,
    outOrder: state.outOrder,
    finished: isFinished(state),
    nextRound: state.handsPlayed + 1,
    dealer: state.dealer,
    // More tokens stand better; equal tokens tie (and share the win at a fixed-hands end).
    compareIn: (a, b) => lives(b) - lives(a),
    fields: (id) => ({
      lives: lives(id),
      out: state.outOrder.includes(id),
      ...(options.stakes ? { chips: state.bank.chips[id] ?? 0 } : {}),
    }),
    // With `hands` the game also ends after that many hands: a fixed number of rounds.
    progress: {
      lives: options.lives,
      ...(options.hands !== null ? { rounds: { played: state.handsPlayed, total: options.hands } } : {}),
    },
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  });
}

/** The rounds' rules without the schemas (no zod): what the scoreboard on the phone replays with (lib/games/types.ts). */
export const ninetyNineAddingPlay: Replayer<
  NinetyNineAddingOptions,
  NinetyNineAddingEntry,
  NinetyNineAddingState,
  "ninety-nine-adding"
> = {
  id: "ninety-nine-adding",
  initialState,
  validate: validateEntry,
  apply,
  summarize,
};
