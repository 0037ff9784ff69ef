"use client";
import { useTranslations } from "next-intl";
import { undoneInThisTab } from "../scoreboard/undone-memory";
import { LinkButton } from "../ui/button";
import { useChangeText } from "./change-text";
import type { SessionLiveState } from "./session-live";

/**
 * The live line above a session page: the latest change (announced politely to screen readers), a quiet note while
 * the stream is down (not while rounds wait to be sent: their status line says where things are, one line, not two),
 * and what happened to the game itself (deleted, rematch started).
 */
export function SessionLiveStatus({ state }: { state: SessionLiveState }) {
  const t = useTranslations("live");
  const changeText = useChangeText();
  const latest = state.changes.at(-1);
  // This tab's own undo is told once, by its "Round N undone · Redo" notice (components/scoreboard/undo-button.tsx).
  // Changes come from the stream, after the page runs: the server renders none, so its storage is never asked.
  const ownUndo = latest?.kind === "undone" && undoneInThisTab(state.sessionId, latest.round);
  const last = ownUndo ? undefined : latest;
  return (
    <div className="space-y-2">
      <p
        aria-live="polite"
        className="text-sm text-stone-600"
        data-testid="live-status"
        data-latest={latest ? `${latest.kind} ${latest.round}` : undefined}
      >
        {state.connection === "down" && state.queue.items.length === 0 ? (
          <span>{t("down")}</span>
        ) : last ? (
          <span className="inline-flex items-center gap-2 rounded-full bg-felt-50 px-3 py-0.5 font-semibold text-felt-800">
            <span aria-hidden className="size-2 rounded-full bg-felt-600" />
            {changeText(last)}
          </span>
        ) : null}
      </p>
      {state.deleted ? (
        <div role="alert" className="space-y-2 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">{t("deleted")}</p>
          <LinkButton href="/" variant="secondary" className="w-full">
            {t("goHome")}
          </LinkButton>
        </div>
      ) : null}
      {state.rematch && !state.deleted ? (
        <div aria-live="polite" className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
          <p className="font-semibold">{t("rematchStarted")}</p>
          <LinkButton href={`/sessions/${state.rematch}`} className="w-full">
            {t("openRematch")}
          </LinkButton>
        </div>
      ) : null}
    </div>
  );
}
