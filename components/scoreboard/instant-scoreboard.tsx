"use client";
import { useRouter } from "next/navigation";
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { GameId } from "@/lib/games/types";
import type { SessionView } from "@/lib/sessions/types";
import { whenIdle } from "@/lib/when-idle";
import { SUMMARY_LOADERS } from "../games/client-summaries";
import type { RoundSummaryProps } from "../games/types";

type Shown = {
  session: SessionView;
  View: typeof import("./saved-scoreboard").SavedScoreboard;
  Summary: ComponentType<RoundSummaryProps> | null;
};

const ShowSaved = createContext<((session: SessionView) => Promise<void>) | null>(null);

/** Shows the scoreboard from a saved round's answer at once (null outside a round form). */
export function useShowSaved(): ((session: SessionView) => Promise<void>) | null {
  return useContext(ShowSaved);
}

/**
 * Around a round form: once a save is answered (the round and the new session), the scoreboard shows from that
 * answer in the same frame, and the router fetches the server's render of it, which replaces this one when it
 * arrives (docs/decisions/028-instant-taps.md). Only a saved round's answer is shown: a refused save never gets here,
 * so nothing is shown that the server did not keep. The view's code loads when the form is idle, not with the form.
 */
export function InstantScoreboard({ game, children }: { game: GameId; children: ReactNode }) {
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => whenIdle(() => void load(game)), [game]);
  const show = async (session: SessionView) => {
    // Without the view's code (its download failed), the server's render alone follows, as before.
    const parts = await load(game).catch(() => null);
    if (parts) setShown({ session, ...parts });
    // The server's render follows (the address the action used to redirect to) and replaces this view.
    router.push(`/sessions/${encodeURIComponent(session.id)}`);
  };
  // The form's save bar sits low on the page; the scoreboard is read from its top, as after a page load.
  useEffect(() => {
    if (shown) window.scrollTo(0, 0);
  }, [shown]);
  if (shown) return <shown.View session={shown.session} Summary={shown.Summary} />;
  return <ShowSaved.Provider value={show}>{children}</ShowSaved.Provider>;
}

/** The view's code and the game's summary, fetched once per page. */
const loading = new Map<GameId, Promise<Omit<Shown, "session">>>();
function load(game: GameId): Promise<Omit<Shown, "session">> {
  let parts = loading.get(game);
  if (!parts) {
    parts = Promise.all([import("./saved-scoreboard"), SUMMARY_LOADERS[game]?.() ?? null]).then(([view, Summary]) => ({
      View: view.SavedScoreboard,
      Summary,
    }));
    // A failed download (offline) is tried again at the next save.
    parts.catch(() => loading.delete(game));
    loading.set(game, parts);
  }
  return parts;
}
