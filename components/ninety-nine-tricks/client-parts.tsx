"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

// One import site for the form and its preload (the bundler splits every import() on its own): the scoreboard
// fetches the form's code ahead, so "Enter round" opens it in place even with the network stalled.
const roundForm = () => import("./round-form");
export const TricksRoundForm = dynamic(() => roundForm().then((m) => m.TricksRoundForm));
export const preloadTricksRoundForm = (): Promise<unknown> => roundForm();
export const TricksReferee = dynamic(() => import("./referee").then((m) => m.TricksReferee));
export const TricksEngine = dynamic(() => import("./engine").then((m) => m.TricksEngine));
export const TricksRoundSummary = dynamic(() => import("./round-summary").then((m) => m.TricksRoundSummary));
export const TricksBoardEngine = dynamic(() => import("./board-engine").then((m) => m.TricksBoardEngine));
