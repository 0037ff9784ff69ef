import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import type { GameId } from "../games/types";

// Games started on this phone that the server has not confirmed yet (docs/decisions/036-table-on-the-phone.md): the phone
// chose the game's id, its edit secret and its players' ids, so the rounds entered meanwhile already name them; the
// create is sent (and may be sent again: the server answers a replay as the first) before the game's rounds.

/** The create as the page route `POST /sessions/<id>/create` takes it (the id is in the address). */
export interface BornCreate {
  game: GameId;
  players: string[];
  /** One per seat, chosen on the phone (22 characters of base64url). */
  playerIds: string[];
  options: Record<string, unknown>;
  firstDealer: number;
  leagueId?: string;
  playedOn?: string;
}

export interface BornGame {
  id: string;
  /** The edit secret the phone chose (43 characters of base64url); the server keeps only its hash. */
  token: string;
  create: BornCreate;
  /** When it was started on the phone (ISO). */
  createdAt: string;
  /**
   * The finished game this is the rematch of: sent as that game's rematch (`POST /sessions/<it>/rematch`, its edit
   * cookie authorizes it; the server takes the set-up from it and tells its watchers), not as a create.
   */
  rematchOf?: string;
  /** The server refused the create (set only then): shown to the person, never dropped silently. */
  refused?: { code: string; message: string };
}

let store: UseStore | null = null;
const db = () => {
  store ??= createStore("deckside-born", "games");
  return store;
};
const available = () => typeof indexedDB !== "undefined";

export async function keepBorn(game: BornGame): Promise<void> {
  if (available()) await set(game.id, game, db());
}

export async function readBorn(id: string): Promise<BornGame | null> {
  if (!available()) return null;
  return (await get<BornGame>(id, db())) ?? null;
}

export async function bornIds(): Promise<string[]> {
  if (!available()) return [];
  return (await keys(db())).map(String);
}

/** The server has the game: from now on it is an ordinary session of this phone. */
export async function forgetBorn(id: string): Promise<void> {
  if (available()) await del(id, db());
}
