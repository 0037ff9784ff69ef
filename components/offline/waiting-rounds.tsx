"use client";
import { useTranslations } from "next-intl";
import { mergeQueue } from "@/lib/offline/merge";
import type { SessionLiveState } from "../live/session-live";
import { Name } from "../ui/name";

/**
 * Which rounds wait to be sent (and which wait behind another phone's round). The board itself shows them, scored as
 * the server will score them: its standings and rounds read the store's view, waiting rounds included
 * (lib/offline/phone-view.ts), so this reads that view and the queue, and replays nothing itself.
 */
export function WaitingRounds({ state }: { state: SessionLiveState }) {
  const t = useTranslations("offlineQueue");
  const { view, snapshot, queue } = state;
  if (!view || !snapshot) return null;
  const merged = mergeQueue(snapshot.entries, queue.items);
  return (
    <section
      aria-labelledby="waiting-heading"
      className="space-y-3 rounded-2xl bg-amber-50 p-4 ring-2 ring-amber-300"
      data-testid="waiting-rounds"
    >
      <div>
        <h2 id="waiting-heading" className="text-lg font-bold text-amber-950">
          {t("waitingTitle")}
        </h2>
        <p className="text-sm text-stone-700">{t("waitingHelp")}</p>
      </div>
      <ul className="space-y-2">
        {merged.waiting.map(({ item, round }) => (
          <li key={item.id} className="rounded-xl bg-white p-3 ring-1 ring-amber-200" data-testid="waiting-round">
            <p className="font-semibold">{item.isEdit ? t("editWaiting", { round }) : t("roundWaiting", { round })}</p>
          </li>
        ))}
        {merged.conflicts
          .filter((item) => !item.refused)
          .map((item) => (
            <li key={item.id} className="rounded-xl bg-white p-3 ring-1 ring-amber-200" data-testid="waiting-round">
              <p className="font-semibold">{t("roundWaiting", { round: item.round })}</p>
            </li>
          ))}
      </ul>
    </section>
  );
}

export function Scores({
  players,
  scores,
  testId,
}: {
  players: { id: string; name: string }[];
  scores: Record<string, number>;
  testId?: string;
}) {
  return (
    <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-base" data-testid={testId}>
      {players
        .filter((p) => scores[p.id] !== undefined)
        .map((p) => (
          <div key={p.id} className="contents">
            <dt className="min-w-0 truncate">
              <Name>{p.name}</Name>
            </dt>
            <dd className="text-right font-bold tabular-nums">{scores[p.id]}</dd>
          </div>
        ))}
    </dl>
  );
}
