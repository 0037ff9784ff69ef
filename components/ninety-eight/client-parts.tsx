"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";
import { NoView } from "../ui/no-view";

export const NinetyEightRoundForm = dynamic(() => import("./round-form").then((m) => m.NinetyEightRoundForm));
// Renders nothing: the form's code, fetched while the scoreboard is idle so "Enter round" waits for no download.
export const NinetyEightFormCode = dynamic(() => import("./round-form").then(() => NoView));
export const NinetyEightReferee = dynamic(() => import("./ninety-eight-referee").then((m) => m.NinetyEightReferee));
export const NinetyEightEngine = dynamic(() => import("./engine").then((m) => m.NinetyEightEngine));
