"use client";
import { ninetyNineAdding } from "@/lib/games/ninety-nine-adding/rules";
import { useProvideEngine } from "../live/use-round-queue";

/** Hands this game's rules engine to the page's offline round queue (it checks and replays rounds in the browser). */
export function AddingEngine() {
  useProvideEngine(ninetyNineAdding);
  return null;
}
