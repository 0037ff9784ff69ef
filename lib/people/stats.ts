import type { GameId } from "../games/types";
import { type Merges, personKey, shownName } from "./names";

/** One game of this phone as a person page counts it. */
export interface PlayedGame {
  id: string;
  game: GameId;
  /** When it was played (ISO): the order streaks follow. */
  at: string;
  /** The players in seat order, as shown (in a league: the member's name). */
  players: readonly string[];
  /** The winners of a finished game (none while it runs). A shared win is a win for each (rulings). */
  winners: readonly string[];
  finished: boolean;
}

export interface Person {
  key: string;
  /** The spelling shown: the first seen (oldest game first), or a league member's name as the game gives it. */
  name: string;
  /** The other spellings this person was seen with (merged or differing only in case and spaces). */
  spellings: string[];
  /** Finished games played. */
  played: number;
  wins: number;
}

export interface HeadToHead {
  key: string;
  name: string;
  /** Finished games both played. */
  together: number;
  /** Of those, games this person won, and games the other won (a shared win counts on both sides). */
  wins: number;
  losses: number;
}

export interface PersonStats extends Person {
  /** Games still running. */
  running: number;
  winRate: number;
  /** Wins in a row up to the latest finished game (0 when it was lost). */
  currentStreak: number;
  bestStreak: number;
  /** The game played most (the most recent of equals), null before any. */
  favouriteGame: GameId | null;
  headToHead: HeadToHead[];
  /** This person's games, newest first. */
  games: PlayedGame[];
}

const oldestFirst = (a: PlayedGame, b: PlayedGame) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id);

/** The people in a game: each once, even when two of its players were merged into one person. */
function keysIn(names: readonly string[], merges: Merges): Set<string> {
  return new Set(names.map((name) => personKey(name, merges)).filter((key) => key !== ""));
}

/** Every person of these games, most games first (then by name). */
export function peopleOf(games: readonly PlayedGame[], merges: Merges = {}): Person[] {
  const people = new Map<string, Person>();
  for (const game of [...games].sort(oldestFirst)) {
    const winners = keysIn(game.winners, merges);
    const counted = new Set<string>();
    for (const name of game.players) {
      const key = personKey(name, merges);
      if (key === "") continue;
      const spelling = shownName(name);
      const person = people.get(key) ?? { key, name: spelling, spellings: [], played: 0, wins: 0 };
      if (spelling !== person.name && !person.spellings.includes(spelling)) person.spellings.push(spelling);
      if (game.finished && !counted.has(key)) {
        counted.add(key);
        person.played++;
        if (winners.has(key)) person.wins++;
      }
      people.set(key, person);
    }
  }
  return [...people.values()].sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}

/** One person's record over these games, or null when no game has them. */
export function personStats(games: readonly PlayedGame[], key: string, merges: Merges = {}): PersonStats | null {
  const people = new Map(peopleOf(games, merges).map((person) => [person.key, person]));
  const person = people.get(key);
  if (!person) return null;
  const mine = [...games].sort(oldestFirst).filter((game) => keysIn(game.players, merges).has(key));
  const finished = mine.filter((game) => game.finished);
  const won = finished.map((game) => keysIn(game.winners, merges).has(key));
  let run = 0;
  let bestStreak = 0;
  for (const win of won) {
    run = win ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const versus = new Map<string, HeadToHead>();
  for (const game of finished) {
    const winners = keysIn(game.winners, merges);
    for (const other of keysIn(game.players, merges)) {
      if (other === key) continue;
      const record = versus.get(other) ?? {
        key: other,
        name: people.get(other)?.name ?? other,
        together: 0,
        wins: 0,
        losses: 0,
      };
      record.together++;
      if (winners.has(key)) record.wins++;
      if (winners.has(other)) record.losses++;
      versus.set(other, record);
    }
  }
  return {
    ...person,
    running: mine.length - finished.length,
    winRate: person.played === 0 ? 0 : person.wins / person.played,
    currentStreak: run,
    bestStreak,
    favouriteGame: favourite(mine),
    headToHead: [...versus.values()].sort((a, b) => b.together - a.together || a.name.localeCompare(b.name)),
    games: mine.reverse(),
  };
}

/** The game played most; among equals the one played last (`games` oldest first). */
function favourite(games: readonly PlayedGame[]): GameId | null {
  const counts = new Map<GameId, number>();
  for (const game of games) counts.set(game.game, (counts.get(game.game) ?? 0) + 1);
  let best: GameId | null = null;
  for (const game of games)
    if (best === null || (counts.get(game.game) ?? 0) >= (counts.get(best) ?? 0)) best = game.game;
  return best;
}

/** The games two people played together, newest first (the head-to-head's link). */
export function gamesTogether(
  games: readonly PlayedGame[],
  key: string,
  other: string,
  merges: Merges = {},
): PlayedGame[] {
  return [...games]
    .sort(oldestFirst)
    .reverse()
    .filter((game) => {
      const keys = keysIn(game.players, merges);
      return keys.has(key) && keys.has(other);
    });
}
