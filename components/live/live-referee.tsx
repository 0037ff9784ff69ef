"use client";
import { Fragment, type ReactNode } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { useShownSession } from "../scoreboard/use-shown-session";
import { useSessionLive } from "./session-live";

/**
 * The session a game's referee (GameUi.referee) works from: the store's view (issue 27: the referee reads the
 * store), so another phone's new, edited or undone round reaches it with no server render; the session the server
 * rendered it with until the replay has loaded, or outside a store.
 */
export function useRefereeSession(rendered: SessionView): SessionView {
  return useSessionLive()?.view ?? rendered;
}

/**
 * Around the game's referee on the referee page: a hand in progress starts again when its round is saved, here or
 * on another phone (its key is the round it referees). The referee itself is the server's element, passed through
 * (an element from the server may still be loading: it is not cloned).
 */
export function LiveReferee({ children }: { children: ReactNode }) {
  const session = useShownSession();
  return <Fragment key={`round-${session.next?.round ?? "over"}`}>{children}</Fragment>;
}
