"use client";
import { nines } from "@/lib/games/nines/rules";
import { useProvideEngine } from "../live/use-round-queue";

/** Hands this game's rules engine to the page's offline round queue (it checks and replays rounds in the browser). */
export function NinesEngine() {
  useProvideEngine(nines);
  return null;
}
