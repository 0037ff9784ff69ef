"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { HistoryItem } from "@/lib/history/types";
import type { PlayerView } from "@/lib/sessions/types";
import { RestoreButton } from "./restore-button";
import { ScoreWords } from "./score-words";

const tone = {
  added: "border-felt-600",
  edited: "border-amber-500",
  undone: "border-red-500",
} as const;

/** What the history list shows; the live history (live-history.tsx) takes the same and passes it on. */
export interface HistoryListProps {
  sessionId: string;
  players: PlayerView[];
  items: HistoryItem[];
  editable: boolean;
}

/**
 * Every change to the session's rounds in words, oldest first; "restore" only for a phone that may edit. Rendered by
 * the server first, then from the phone's store (components/history/live-history.tsx).
 */
export function HistoryList({ sessionId, players, items, editable }: HistoryListProps) {
  const t = useTranslations("history");
  const format = useFormatter();
  if (items.length === 0) {
    return <p className="rounded-2xl bg-white p-4 text-center text-stone-600 ring-1 ring-stone-200">{t("empty")}</p>;
  }
  return (
    <ol className="space-y-2" data-testid="history">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid={`change-${item.kind}-${item.round}`}
          className={`rounded-2xl border-l-4 bg-white p-3 shadow-sm ring-1 ring-stone-200 ${tone[item.kind]}`}
        >
          <p className="flex flex-wrap items-baseline gap-x-2">
            <time dateTime={item.at} className="tabular text-sm text-stone-600">
              {format.dateTime(new Date(item.at), { timeStyle: "short" })}
            </time>
            <span className="text-lg font-bold">{t(item.kind, { round: item.round })}</span>
          </p>
          <div className="mt-1 text-base">
            <ScoreWords
              players={players}
              scores={item.scores}
              previous={item.kind === "edited" ? item.previousScores : undefined}
              unchanged={t("unchanged")}
            />
          </div>
          {editable && item.restore ? <RestoreButton sessionId={sessionId} restore={item.restore} /> : null}
        </li>
      ))}
    </ol>
  );
}
