"use client";
import type { SessionView } from "@/lib/sessions/types";
import { useSessionLive } from "../live/session-live";

/**
 * The session the scoreboard's live parts show: the phone's view (the store's rounds and this phone's waiting ones,
 * computed by the game's engine: SessionLiveState.view) once the engine has loaded, the server's render until then
 * (the first paint, and a phone without JavaScript).
 */
export function useShownSession(): SessionView {
  const live = useSessionLive();
  const shown = live?.view ?? live?.serverView;
  if (!shown) throw new Error("The scoreboard's live parts render inside SessionLive given the session's view");
  return shown;
}
