"use client";
// What a scoreboard shows only at times: who won, sharing the result and the rematch (a finished game), filing the game into a
// league (a phone that can edit one). Loaded when shown, so an ongoing game's scoreboard does not ship them
// (docs/decisions/022-server-charts.md); the server still renders them in place.
import dynamic from "next/dynamic";

// One import site for the card and its preload (the bundler splits every import() on its own).
const gameOverCard = () => import("./game-over-card");
export const GameOverCard = dynamic(() => gameOverCard().then((m) => m.GameOverCard));
/** Fetches the game-over card's code now (with the round form's: the round saved may end the game). */
export const loadGameOverCard = (): Promise<unknown> => gameOverCard();
export const ShareResult = dynamic(() => import("../share/share-result").then((m) => m.ShareResult));
export const RematchButton = dynamic(() => import("../live/rematch-button").then((m) => m.RematchButton));
export const FileIntoLeague = dynamic(() => import("../live/file-into-league").then((m) => m.FileIntoLeague));
export const UnfileButton = dynamic(() => import("../live/unfile-button").then((m) => m.UnfileButton));
