"use client";
import { useEffect } from "react";
import { PRESENCE_REFRESH_MS } from "@/lib/live/presence-map";
import { PHONE_NAMED_EVENT } from "./phone-named-event";
import { presencePhoneId, presencePhoneName } from "./presence-phone";
import { useSessionLive } from "./session-live";
import { useRoundNumber } from "./use-round-number";

/** Tells the server this phone has round `round` open, or (null) that it left. Best effort: a lost one expires. */
function sendPresence(sessionId: string, round: number | null, editing: boolean): void {
  // keepalive: a goodbye sent as the page goes away still leaves (sendBeacon's job, with a JSON body and headers).
  void fetch(`/sessions/${encodeURIComponent(sessionId)}/presence`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: presencePhoneId(), round, editing, name: presencePhoneName() }),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => undefined);
}

/**
 * On a round form: says which round this phone has open, so the game's other phones show "Another phone is entering
 * round 5" (issue 28). On open, every PRESENCE_REFRESH_MS while shown, and goodbye on leaving (the form unmounts or
 * the page is hidden for good); a hidden page stops renewing, so the server drops it within 30 s.
 */
export function PresenceBeacon({ round, isEdit }: { round: number; isEdit: boolean }) {
  const live = useSessionLive();
  const sessionId = live?.sessionId ?? null;
  const number = useRoundNumber(round, isEdit);
  // While the form is open: its round now, renewed (a new round number replaces the entry, no goodbye between).
  useEffect(() => {
    if (sessionId === null) return;
    const open = () => sendPresence(sessionId, number, isEdit);
    const renew = () => {
      if (document.visibilityState === "visible") open();
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) open();
    };
    open();
    const timer = setInterval(renew, PRESENCE_REFRESH_MS);
    document.addEventListener("visibilitychange", renew);
    window.addEventListener("pageshow", back);
    // Renamed while the form is open (this-phone-line.tsx): the other phones show the new name at once.
    window.addEventListener(PHONE_NAMED_EVENT, open);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", renew);
      window.removeEventListener("pageshow", back);
      window.removeEventListener(PHONE_NAMED_EVENT, open);
    };
  }, [sessionId, number, isEdit]);
  // Goodbye: the form closes (a save, a tap back) or the page goes away (pagehide, which a bfcache'd page survives).
  useEffect(() => {
    if (sessionId === null) return;
    const leave = () => sendPresence(sessionId, null, false);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [sessionId]);
  return null;
}
