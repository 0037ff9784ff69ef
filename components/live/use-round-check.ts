"use client";
import { useEffect, useSyncExternalStore } from "react";
import type { AnyRoundCheck, GameId } from "@/lib/games/types";
import { subscribeEngines } from "@/lib/offline/engines";
import { provideRoundCheck, roundCheckFor } from "@/lib/offline/round-checks";

/** The game's round check once the page has loaded it (components/<game>/round-check.tsx), else null. */
export function useRoundCheck(game: GameId | undefined): AnyRoundCheck | null {
  return useSyncExternalStore(
    subscribeEngines,
    () => (game ? roundCheckFor(game) : null),
    () => null,
  );
}

export function useProvideRoundCheck(check: AnyRoundCheck): void {
  useEffect(() => provideRoundCheck(check), [check]);
}
