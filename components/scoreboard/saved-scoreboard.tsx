"use client";
import type { ComponentType } from "react";
import type { SessionView } from "@/lib/sessions/types";
import type { RoundSummaryProps } from "../games/types";
import { ScoreboardTop } from "./scoreboard-top";

/**
 * The scoreboard as the browser renders it from a saved round's answer: the same components as the server's render
 * (ScoreboardTop), in the same frame, so the server's page replaces it without a visible change. Loaded when the round
 * form is idle (InstantScoreboard); the parts below the rounds table come with the server's page.
 */
export function SavedScoreboard({
  session,
  Summary,
}: {
  session: SessionView;
  Summary: ComponentType<RoundSummaryProps> | null;
}) {
  return (
    <div className="space-y-4" data-testid="saved-scoreboard">
      <ScoreboardTop session={session} editable summary={Summary ? <Summary session={session} /> : null} />
    </div>
  );
}
