"use client";
import { useEffect } from "react";
import { rememberedCookie } from "@/lib/recent/cookie-names";

/**
 * Adds this page's session or league to the browser's recent list (home page). Renders nothing. The browser writes
 * the cookie itself: a server action setting it made the router render the whole page again, work the phone did
 * while starting up (decision 031). The home page reads the same cookie on its next render.
 */
export function RememberVisit({ kind, id }: { kind: "session" | "league"; id: string }) {
  useEffect(() => {
    const cookie = rememberedCookie(kind, id, document.cookie, window.location.protocol === "https:");
    // The value is built and checked by rememberedCookie; the Cookie Store API is missing from older Safari and Firefox.
    // biome-ignore lint/suspicious/noDocumentCookie: one assignment of a cookie string built in one tested place.
    if (cookie) document.cookie = cookie;
  }, [kind, id]);
  return null;
}
