// Each game's texts in every language, as one registry like the engines and UIs (docs/adding-a-game.md): complete
// over the game ids, so a game without its message files, or without its card in app.json, does not compile.

import type { GameId } from "../../games/game-ids";
import type { Locale } from "../locales";
import deApp from "./de/app.json";
import deNines from "./de/nines.json";
import deNinetyEight from "./de/ninety-eight.json";
import deNinetyNineAdding from "./de/ninety-nine-adding.json";
import deNinetyNineTricks from "./de/ninety-nine-tricks.json";
import enApp from "./en/app.json";
import enNines from "./en/nines.json";
import enNinetyEight from "./en/ninety-eight.json";
import enNinetyNineAdding from "./en/ninety-nine-adding.json";
import enNinetyNineTricks from "./en/ninety-nine-tricks.json";
import nlApp from "./nl/app.json";
import nlNines from "./nl/nines.json";
import nlNinetyEight from "./nl/ninety-eight.json";
import nlNinetyNineAdding from "./nl/ninety-nine-adding.json";
import nlNinetyNineTricks from "./nl/ninety-nine-tricks.json";

/** One game's message file in every language: each holds the game's own namespace (`<id>.options`, …). */
export type GameMessageFiles<Id extends string> = Readonly<Record<Locale, { readonly [K in Id]: object }>>;

/** Every game's message files, each under its own id. Generic for the toy game's fixture (tests/fixtures/toy-game/). */
export type GamesMessages<Ids extends string = GameId> = { readonly [K in Ids]: GameMessageFiles<K> };

/** How the set-up page and the scoreboard name a game (app.json's `games.<id>`), in one language. */
export interface GameCard {
  name: string;
  short: string;
  summary: string;
}

/** Every game's card in every language. */
export type GameCards<Ids extends string = GameId> = Readonly<Record<Locale, { readonly [K in Ids]: GameCard }>>;

export const GAME_MESSAGES = {
  nines: { en: enNines, de: deNines, nl: nlNines },
  "ninety-nine-tricks": { en: enNinetyNineTricks, de: deNinetyNineTricks, nl: nlNinetyNineTricks },
  "ninety-eight": { en: enNinetyEight, de: deNinetyEight, nl: nlNinetyEight },
  "ninety-nine-adding": { en: enNinetyNineAdding, de: deNinetyNineAdding, nl: nlNinetyNineAdding },
} satisfies GamesMessages;

export const GAME_CARDS = { en: enApp.games, de: deApp.games, nl: nlApp.games } satisfies GameCards;

/** Every game's messages in one language, to merge into that language's messages (./all.ts). */
export function gameMessagesIn(locale: Locale): Record<string, unknown> {
  return Object.assign({}, ...Object.values(GAME_MESSAGES).map((files) => files[locale]));
}
