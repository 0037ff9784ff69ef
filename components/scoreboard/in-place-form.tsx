"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { GameId } from "@/lib/games/types";
import type { SessionView } from "@/lib/sessions/types";
import { SHELL_PARTS } from "../games/shell-parts";
import { PresenceBeacon } from "../live/presence-beacon";
import { PresenceNotice } from "../live/presence-notice";
import { RoundFormGuard } from "../live/round-form-guard";
import { SessionLiveSince } from "../live/session-live";
import { RoundLeaveContext } from "../rounds/leave-context";
import { RoundFormBody } from "../rounds/round-form-body";

// The tab's title as the round page's (its generateMetadata, under app/layout.tsx's template "%s · Deckside").
const TITLE_TEMPLATE = (title: string) => `${title} · Deckside`;

/** Fetches the game's round form code now: the scoreboard does it ahead, so the form opens with no network. */
export const preloadRoundForm = (game: GameId): Promise<unknown> => SHELL_PARTS[game].preloadForm();

/**
 * The round form (the next round, or an edit of a past one) opened in place over the scoreboard (components/scoreboard/round-in-place.tsx): what the round page
 * (app/sessions/[id]/round and rounds/[number], RoundFormFrame: RoundEntry) shows, from the session as the phone showed it when "Enter round" was
 * tapped. Only changes since then are news to it (another phone's round: the choices beside Save; an undo: the
 * guard). Save and "keep theirs" come back to the board through `onLeave`.
 */
export function InPlaceRoundForm({
  session,
  version,
  edit,
  onLeave,
}: {
  session: SessionView;
  /** The store's version when the form opened. */
  version: number;
  /** The round being edited, or null for the next round. */
  edit: number | null;
  onLeave: () => void;
}) {
  const t = useTranslations("round");
  const root = useRef<HTMLDivElement>(null);
  const title = t("metaTitle").replaceAll("\u00AD", "");
  // As a page would: the heading takes the focus (a screen reader starts there) and the tab says where the phone is.
  useEffect(() => {
    const heading = root.current?.querySelector("h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus({ preventScroll: true });
    const before = document.title;
    document.title = TITLE_TEMPLATE(title);
    return () => {
      document.title = before;
    };
  }, [title]);
  const editing = edit === null ? null : (session.rounds.find((r) => r.number === edit) ?? null);
  const number = editing?.number ?? session.next?.round;
  if (number === undefined) return null;
  return (
    <RoundLeaveContext.Provider value={onLeave}>
      <SessionLiveSince version={version}>
        <div ref={root} className="space-y-4" data-testid="round-in-place">
          <RoundFormGuard />
          {/* Tells the game's other phones this round is open here, and shows those that have one open too (issue 28). */}
          <PresenceBeacon round={number} isEdit={editing !== null} />
          <PresenceNotice />
          <RoundFormBody
            session={session}
            number={number}
            editing={editing}
            Form={SHELL_PARTS[session.game].roundForm}
          />
        </div>
      </SessionLiveSince>
    </RoundLeaveContext.Provider>
  );
}
