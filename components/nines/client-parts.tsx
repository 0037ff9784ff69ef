"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";

// One import site for the form and its preload (the bundler splits every import() on its own): the scoreboard
// fetches the form's code ahead, so "Enter round" opens it in place even with the network stalled.
const roundForm = () => import("./round-form");
export const NinesRoundForm = dynamic(() => roundForm().then((m) => m.NinesRoundForm));
export const preloadNinesRoundForm = (): Promise<unknown> => roundForm();
export const NinesPlayCheck = dynamic(() => import("./play-check").then((m) => m.NinesPlayCheck));
export const NinesEngine = dynamic(() => import("./engine").then((m) => m.NinesEngine));
export const NinesBoardEngine = dynamic(() => import("./board-engine").then((m) => m.NinesBoardEngine));
