"use client";
import { useSessionLive } from "../live/session-live";

/**
 * The next round as this phone works it out (the store's view: the replay over the saved and waiting rounds; undefined
 * before it has run), and players' names by id from the session it follows live.
 */
export function useLiveNext() {
  const live = useSessionLive();
  return {
    next: live?.view?.next,
    name: (id: string): string | undefined => live?.snapshot?.players.find((p) => p.id === id)?.name,
  };
}
