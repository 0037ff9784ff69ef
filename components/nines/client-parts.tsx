"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

export const NinesRoundForm = dynamic(() => import("./round-form").then((m) => m.NinesRoundForm));
export const NinesPlayCheck = dynamic(() => import("./play-check").then((m) => m.NinesPlayCheck));
export const NinesEngine = dynamic(() => import("./engine").then((m) => m.NinesEngine));
export const NinesBoardEngine = dynamic(() => import("./board-engine").then((m) => m.NinesBoardEngine));
