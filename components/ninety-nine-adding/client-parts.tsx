"use client";
// Pages reach every game's parts through the registry (components/games/registry.ts), and a client component
// imported there would ship to every such page: loaded here on demand, a page downloads only the game it shows
// (docs/decisions/010-shipping-less-js.md).
import dynamic from "next/dynamic";
import { NoView } from "../ui/no-view";

export const AddingRoundForm = dynamic(() => import("./round-form").then((m) => m.AddingRoundForm));
// Renders nothing: the form's code, fetched while the scoreboard is idle so "Enter round" waits for no download.
export const AddingFormCode = dynamic(() => import("./round-form").then(() => NoView));
export const AddingReferee = dynamic(() => import("./adding-referee").then((m) => m.AddingReferee));
export const AddingEngine = dynamic(() => import("./engine").then((m) => m.AddingEngine));
