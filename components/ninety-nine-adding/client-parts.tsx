"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

export const AddingRoundForm = dynamic(() => import("./round-form").then((m) => m.AddingRoundForm));
export const AddingReferee = dynamic(() => import("./adding-referee").then((m) => m.AddingReferee));
export const AddingEngine = dynamic(() => import("./engine").then((m) => m.AddingEngine));
export const AddingRoundSummary = dynamic(() => import("./round-summary").then((m) => m.AddingRoundSummary));
export const AddingBoardEngine = dynamic(() => import("./board-engine").then((m) => m.AddingBoardEngine));
