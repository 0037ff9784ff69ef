import { ranked } from "../ranking";
import type { Applied, PlayerId, Progress, Replayer, Standing, Summary, Table } from "../types";
import type { NinetyNineTricksEntry, NinetyNineTricksOptions } from "./options";
import { roundScores } from "./scoring";
import { gameOver, type NinetyNineTricksState, roundSeats } from "./state";
import { validateNinetyNineTricks } from "./validate";

/** Ninety-Nine is made for exactly three players (sheet: "genau drei Spieler"). */
export const PLAYER_COUNT = 3;

function initialState(table: Table, options: NinetyNineTricksOptions): NinetyNineTricksState {
  return {
    table,
    options,
    totals: Object.fromEntries(table.players.map((id) => [id, 0])),
    roundsPlayed: 0,
    finished: false,
  };
}

function apply(entry: NinetyNineTricksEntry, state: NinetyNineTricksState): Applied<NinetyNineTricksState> {
  const scores = roundScores(entry, state);
  const totals = Object.fromEntries(state.table.players.map((id) => [id, (state.totals[id] ?? 0) + (scores[id] ?? 0)]));
  const next: NinetyNineTricksState = { ...state, totals, roundsPlayed: state.roundsPlayed + 1 };
  // No tie-break in this game: equal highest totals share the win (Rulings, "Game end").
  next.finished = gameOver(next);
  return { state: next, scores };
}

/** Highest total first; equal totals share a rank (competition ranking 1, 1, 3). */
function standings(state: NinetyNineTricksState): Standing[] {
  const total = (id: PlayerId) => state.totals[id] ?? 0;
  return ranked(state.table.players, (a, b) => total(b) - total(a)).map(({ item, rank }) => ({
    playerId: item,
    rank,
    score: total(item),
  }));
}

/** `target` replaces `rounds` when set (rulings, "Game end"). */
function progress(state: NinetyNineTricksState): Progress {
  const { rounds, target } = state.options;
  return target !== null ? { playsTo: target } : { rounds: { played: state.roundsPlayed, total: rounds } };
}

function summarize(state: NinetyNineTricksState): Summary {
  const rows = standings(state);
  return {
    status: state.finished ? "finished" : "active",
    standings: rows,
    winners: state.finished ? rows.filter((row) => row.rank === 1).map((row) => row.playerId) : [],
    tiebreak: null,
    next: state.finished ? null : roundSeats(state.table, state.roundsPlayed + 1),
    participants: state.finished ? [] : [...state.table.players],
    progress: progress(state),
  };
}

/** The rounds' rules without the schemas (no zod): what the scoreboard on the phone replays with (lib/games/types.ts). */
export const ninetyNineTricksPlay: Replayer<
  NinetyNineTricksOptions,
  NinetyNineTricksEntry,
  NinetyNineTricksState,
  "ninety-nine-tricks"
> = {
  id: "ninety-nine-tricks",
  initialState,
  validate: validateNinetyNineTricks,
  apply,
  summarize,
};
