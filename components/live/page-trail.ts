"use client";
import { useEffect } from "react";

// The session pages this tab showed, newest last (client navigations included): a round form saved from the
// scoreboard it was opened from goes back through the router's history, so Next shows its cached scoreboard at once
// (components/rounds/use-round-save.ts). A full load starts the trail again.

const trail: string[] = [];

/** Notes the page shown now (every session page's SessionLive). */
export function useNotePage(): void {
  useEffect(() => {
    const path = window.location.pathname;
    if (trail.at(-1) !== path) trail.push(path);
    if (trail.length > 20) trail.splice(0, trail.length - 20);
  }, []);
}

/** Whether the page before the one shown now, in this tab, was `path`. */
export function cameFrom(path: string): boolean {
  return trail.length >= 2 && trail.at(-2) === path && trail.at(-1) === window.location.pathname;
}
