import { nextSeat, ranked } from "../ranking";
import type { Applied, PlayerId, Progress, Replayer, Standing, Summary, Table } from "../types";
import type { NinesEntry, NinesOptions } from "./options";
import { handPenalty } from "./penalties";
import { type NinesState, participants } from "./state";
import { readHand, validateNines } from "./validate";

function initialState(table: Table, options: NinesOptions): NinesState {
  return {
    table,
    options,
    totals: Object.fromEntries(table.players.map((id) => [id, 0])),
    roundsPlayed: 0,
    roundsTotal: 0,
    dealer: table.firstDealer,
    tiebreak: null,
    tiebreakWinner: null,
    finished: false,
  };
}

function roundScores(entry: NinesEntry, state: NinesState): Record<PlayerId, number> {
  const scores: Record<PlayerId, number> = {};
  for (const id of participants(state)) {
    const raw = Object.hasOwn(entry.hands, id) ? entry.hands[id] : undefined;
    if (id === entry.winner || raw === undefined) {
      scores[id] = 0;
      continue;
    }
    const { hand } = readHand(raw);
    scores[id] = hand.kind === "penalty" ? hand.penalty : handPenalty(hand.cards, state.options.hardNines);
  }
  return scores;
}

/** The game is over after this regular round: fixed rounds played, or someone reached the threshold. */
function gameOver(state: NinesState): boolean {
  const { rounds, threshold } = state.options;
  if (rounds !== null) return state.roundsPlayed >= rounds;
  return Object.values(state.totals).some((total) => total >= threshold);
}

function lowestTotals(state: NinesState): PlayerId[] {
  const low = Math.min(...state.table.players.map((id) => state.totals[id] ?? 0));
  return state.table.players.filter((id) => (state.totals[id] ?? 0) === low);
}

function apply(entry: NinesEntry, state: NinesState): Applied<NinesState> {
  const scores = roundScores(entry, state);
  const wasTiebreak = state.tiebreak !== null;
  const next: NinesState = { ...state, roundsTotal: state.roundsTotal + 1 };

  if (wasTiebreak) {
    // Rulings: whoever goes out in the tie-break wins; its penalties are shown but not added.
    next.tiebreakWinner = entry.winner;
    next.finished = true;
  } else {
    next.totals = Object.fromEntries(
      state.table.players.map((id) => [id, (state.totals[id] ?? 0) + (scores[id] ?? 0)]),
    );
    next.roundsPlayed = state.roundsPlayed + 1;
    if (gameOver(next)) {
      const lowest = lowestTotals(next);
      if (lowest.length === 1) next.finished = true;
      else next.tiebreak = lowest;
    }
  }
  // The deal passes clockwise; in a tie-break it passes on among the tied players only.
  const eligible = participants(next);
  next.dealer = nextSeat(state.table.players, state.dealer, (id) => eligible.includes(id));
  return { state: next, scores, ...(wasTiebreak ? { tiebreak: true } : {}) };
}

function standings(state: NinesState): Standing[] {
  const total = (id: PlayerId) => state.totals[id] ?? 0;
  const winnerFirst = (id: PlayerId) => (id === state.tiebreakWinner ? 0 : 1);
  return ranked(state.table.players, (a, b) => winnerFirst(a) - winnerFirst(b) || total(a) - total(b)).map(
    ({ item, rank }) => ({ playerId: item, rank, score: total(item) }),
  );
}

/** `rounds` replaces the threshold (rulings, "Game end"); a tie-break round is not one of them. */
function progress(state: NinesState): Progress {
  const { rounds, threshold } = state.options;
  return rounds !== null ? { rounds: { played: state.roundsPlayed, total: rounds } } : { playsTo: threshold };
}

function summarize(state: NinesState): Summary {
  const table = standings(state);
  const inRound = participants(state);
  const { players } = state.table;
  const dealer = players[state.dealer] ?? players[0] ?? "";
  const starter = players[nextSeat(players, state.dealer, (id) => inRound.includes(id))] ?? dealer;
  return {
    status: state.finished ? "finished" : state.tiebreak ? "tiebreak" : "active",
    standings: table,
    winners: state.finished ? table.filter((row) => row.rank === 1).map((row) => row.playerId) : [],
    tiebreak: state.tiebreak && !state.finished ? { players: [...state.tiebreak] } : null,
    next: state.finished ? null : { round: state.roundsTotal + 1, dealer, starter },
    participants: state.finished ? [] : inRound,
    progress: progress(state),
  };
}

/** The rounds' rules without the schemas (no zod): what the scoreboard on the phone replays with (lib/games/types.ts). */
export const ninesPlay: Replayer<NinesOptions, NinesEntry, NinesState, "nines"> = {
  id: "nines",
  initialState,
  validate: validateNines,
  apply,
  summarize,
};
