"use client";
import { ninetyNineTricks } from "@/lib/games/ninety-nine-tricks/rules";
import { useProvideEngine } from "../live/use-round-queue";

/** Hands this game's rules engine to the page's offline round queue (it checks and replays rounds in the browser). */
export function TricksEngine() {
  useProvideEngine(ninetyNineTricks);
  return null;
}
