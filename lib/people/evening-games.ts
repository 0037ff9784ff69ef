import { getGame } from "../games/registry";
import type { PhoneGame } from "./data";
import { bestAndWorstRound, type GameTimes, gameTimes, type RoundMark } from "./evenings";

/** A game as an evening's recap shows it: what the browser needs to group it by the phone's day and word it. */
export interface EveningGame {
  id: string;
  game: PhoneGame["game"];
  finished: boolean;
  players: readonly string[];
  winners: readonly string[];
  times: GameTimes;
  /** The game's best and worst single round, by the engine's own sense of a round score. */
  marks: { best: RoundMark; worst: RoundMark } | null;
}

export function eveningGameOf(game: PhoneGame): EveningGame {
  const engine = getGame(game.game);
  return {
    id: game.id,
    game: game.game,
    finished: game.finished,
    players: game.players,
    winners: game.winners,
    times: gameTimes(game),
    marks: engine ? bestAndWorstRound(game.summary, game.names, engine.betterRoundScore) : null,
  };
}
