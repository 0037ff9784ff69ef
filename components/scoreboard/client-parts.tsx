"use client";
// What a scoreboard shows only at times: sharing the result and the rematch (a finished game), filing the game into a
// league (a phone that can edit one). Loaded when shown, so an ongoing game's scoreboard does not ship them
// (docs/decisions/022-server-charts.md); the server still renders them in place.
import dynamic from "next/dynamic";

export const ShareResult = dynamic(() => import("../share/share-result").then((m) => m.ShareResult));
export const RematchButton = dynamic(() => import("../live/rematch-button").then((m) => m.RematchButton));
export const FileIntoLeague = dynamic(() => import("../live/file-into-league").then((m) => m.FileIntoLeague));
export const UnfileButton = dynamic(() => import("../live/unfile-button").then((m) => m.UnfileButton));
