"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

// One import site for the form and its preload (the bundler splits every import() on its own): the scoreboard
// fetches the form's code ahead, so "Enter round" opens it in place even with the network stalled.
const roundForm = () => import("./round-form");
export const AddingRoundForm = dynamic(() => roundForm().then((m) => m.AddingRoundForm));
export const preloadAddingRoundForm = (): Promise<unknown> => roundForm();
export const AddingReferee = dynamic(() => import("./adding-referee").then((m) => m.AddingReferee));
export const AddingEngine = dynamic(() => import("./engine").then((m) => m.AddingEngine));
export const AddingRoundSummary = dynamic(() => import("./round-summary").then((m) => m.AddingRoundSummary));
export const AddingBoardEngine = dynamic(() => import("./board-engine").then((m) => m.AddingBoardEngine));
