"use client";
import { useTranslations } from "next-intl";
import type { SessionLiveState } from "../live/session-live";
import { RefusedRound, WaitingRounds } from "./client-parts";

/**
 * The one line that says where this phone's rounds are (every save is kept here first, issue 27): "Saved on this
 * phone · 2 rounds to send", "Sending…", "All saved"; the waiting rounds as the scoreboard will count them
 * (`showWaiting`), and any round the server refused, with both versions and the choice.
 */
export function QueueStatus({ state, showWaiting }: { state: SessionLiveState; showWaiting: boolean }) {
  const t = useTranslations("offlineQueue");
  const { items, phase } = state.queue;
  const refused = items.find((item) => item.refused);
  const count = items.length;
  const text = refused
    ? t("needsChoice")
    : phase === "sending"
      ? t("sending")
      : count > 0
        ? t("savedHere", { count })
        : phase === "saved"
          ? t("allSaved")
          : null;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm" data-testid="queue-status">
        {text ? (
          <span
            className={`inline-flex items-center gap-2 rounded-full px-3 py-0.5 font-semibold ${count > 0 ? "bg-amber-100 text-amber-950" : "bg-felt-50 text-felt-800"}`}
          >
            <span aria-hidden className={`size-2 rounded-full ${count > 0 ? "bg-amber-600" : "bg-felt-600"}`} />
            {text}
          </span>
        ) : null}
      </p>
      {refused ? <RefusedRound state={state} item={refused} /> : null}
      {showWaiting && items.some((item) => !item.refused) ? <WaitingRounds state={state} /> : null}
    </div>
  );
}
