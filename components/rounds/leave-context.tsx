"use client";
import { createContext, useContext } from "react";

/**
 * Where a round form goes after a save or "keep theirs": by default back to the session's scoreboard page
 * (use-round-save.ts). A page that shows the form in place (the shell of a game the server has never seen, app/play)
 * provides its own way back to its board instead of a navigation.
 */
export const RoundLeaveContext = createContext<(() => void) | null>(null);

export const useRoundLeave = () => useContext(RoundLeaveContext);
