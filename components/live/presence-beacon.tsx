"use client";
import { useEffect } from "react";
import { PRESENCE_REFRESH_MS } from "@/lib/live/presence-map";
import { PHONE_NAMED_EVENT } from "./phone-named-event";
import { presencePhoneId, presencePhoneName } from "./presence-phone";
import { useSessionLive } from "./session-live";
import { useRoundNumber } from "./use-round-number";

/** A goodbye waiting for the page to be idle (below), cancelled by the next form's hello. */
let goodbyeLater: (() => void) | null = null;

/** Tells the server this phone has round `round` open, or (null) that it left. Best effort: a lost one expires. */
function sendPresence(sessionId: string, round: number | null, editing: boolean): void {
  // A hello sent before the last form's goodbye went would be undone by it.
  goodbyeLater?.();
  goodbyeLater = null;
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
      // Once the page is idle: at Save the form closes in the task that shows the board, and this request (and the
      // stream's presence event it brings back, a render of the store) cost save → board 10–40 ms at 4× CPU
      // (bench/lab/save-trace.mjs). Other phones learn it a moment later; a page going away says it at once (above).
      goodbyeLater = whenIdle(leave);
    };
  }, [sessionId]);
  return null;
}

/** Runs `run` when the page is idle (within a second); returns its cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: 1_000 });
  return () => window.cancelIdleCallback(idle);
}
