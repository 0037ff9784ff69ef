"use client";
import { ninetyEight } from "@/lib/games/ninety-eight/rules";
import { useProvideEngine } from "../live/use-round-queue";

/** Hands this game's rules engine to the page's offline round queue (it checks and replays rounds in the browser). */
export function NinetyEightEngine() {
  useProvideEngine(ninetyEight);
  return null;
}
