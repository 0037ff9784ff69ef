"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

// One import site for the form and its preload (the bundler splits every import() on its own): the scoreboard
// fetches the form's code ahead, so "Enter round" opens it in place even with the network stalled.
const roundForm = () => import("./round-form");
export const NinetyEightRoundForm = dynamic(() => roundForm().then((m) => m.NinetyEightRoundForm));
export const preloadNinetyEightRoundForm = (): Promise<unknown> => roundForm();
export const NinetyEightReferee = dynamic(() => import("./ninety-eight-referee").then((m) => m.NinetyEightReferee));
export const NinetyEightEngine = dynamic(() => import("./engine").then((m) => m.NinetyEightEngine));
export const NinetyEightRoundSummary = dynamic(() => import("./round-summary").then((m) => m.NinetyEightRoundSummary));
export const NinetyEightBoardEngine = dynamic(() => import("./board-engine").then((m) => m.NinetyEightBoardEngine));
