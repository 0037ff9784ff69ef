"use client";
import { useTranslations } from "next-intl";
import type { SessionLiveState } from "../live/session-live";
import { Name } from "../ui/name";

/**
 * The rounds waiting to be sent, scored the way the server will score them (the engine's replay over the saved and
 * the waiting entries), and everyone's total with them. Where the board itself shows them (its standings and rounds
 * read the store's view, waiting rounds included), only which rounds wait.
 */
export function WaitingRounds({ state }: { state: SessionLiveState }) {
  const t = useTranslations("offlineQueue");
  const { derived, snapshot } = state;
  if (!derived || !snapshot) return null;
  const onBoard = state.view !== null;
  const players = snapshot.players;
  const last = derived.rounds.at(-1);
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
        {derived.merged.waiting.map(({ item, round }) => {
          const played = derived.rounds[round - 1];
          return (
            <li key={item.id} className="rounded-xl bg-white p-3 ring-1 ring-amber-200" data-testid="waiting-round">
              <p className="font-semibold">
                {item.isEdit ? t("editWaiting", { round }) : t("roundWaiting", { round })}
              </p>
              {played && !onBoard ? <Scores players={players} scores={played.scores} /> : null}
            </li>
          );
        })}
        {derived.merged.conflicts
          .filter((item) => !item.refused)
          .map((item) => (
            <li key={item.id} className="rounded-xl bg-white p-3 ring-1 ring-amber-200" data-testid="waiting-round">
              <p className="font-semibold">{t("roundWaiting", { round: item.round })}</p>
            </li>
          ))}
      </ul>
      {last && derived.merged.waiting.length > 0 && !onBoard ? (
        <div>
          <h3 className="font-semibold text-amber-950">{t("totalsAfter")}</h3>
          <Scores players={players} scores={last.totals} testId="waiting-totals" />
          {derived.summary?.status === "finished" ? <p className="mt-1 text-sm">{t("gameOverAfter")}</p> : null}
        </div>
      ) : null}
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
