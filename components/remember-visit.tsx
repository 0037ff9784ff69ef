"use client";
import { useEffect } from "react";
import { rememberVisitAction } from "@/lib/recent/actions";
import { firstRecentId } from "@/lib/recent/cookie-names";
import { whenIdle } from "@/lib/when-idle";

/**
 * Adds this page's session or league to the browser's recent list (home page). Renders nothing. Once the page is
 * idle: nobody waits for it, and its request should not compete with the page's start (decision 023).
 */
export function RememberVisit({ kind, id }: { kind: "session" | "league"; id: string }) {
  // Not cancelled when the page is left early: the visit happened.
  useEffect(() => {
    // Already first on this phone's list (the way back after each save): nothing to tell the server, and no action
    // for the router to finish before the next tap's navigation.
    if (firstRecentId(kind, document.cookie) === id) return;
    whenIdle(() => void rememberVisitAction(kind, id));
  }, [kind, id]);
  return null;
}
