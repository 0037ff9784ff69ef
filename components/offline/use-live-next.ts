"use client";
import { useSessionLive } from "../live/session-live";

/**
 * The next round as this phone works it out (the engine's replay over the saved and waiting rounds; undefined before
 * it has run), and players' names by id from the session it follows live.
 */
export function useLiveNext() {
  const live = useSessionLive();
  return {
    next: live?.derived?.summary?.next,
    name: (id: string): string | undefined => live?.snapshot?.players.find((p) => p.id === id)?.name,
  };
}
