"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

export const TricksRoundForm = dynamic(() => import("./round-form").then((m) => m.TricksRoundForm));
export const TricksReferee = dynamic(() => import("./referee").then((m) => m.TricksReferee));
export const TricksEngine = dynamic(() => import("./engine").then((m) => m.TricksEngine));
export const TricksRoundSummary = dynamic(() => import("./round-summary").then((m) => m.TricksRoundSummary));
export const TricksBoardEngine = dynamic(() => import("./board-engine").then((m) => m.TricksBoardEngine));
