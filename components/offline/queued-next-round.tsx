"use client";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect } from "react";
import { useSessionLive } from "../live/session-live";
import { NextRoundLine } from "../scoreboard/next-round-line";
import { useOpenRoundInPlace } from "../scoreboard/round-in-place";
import { buttonClass } from "../ui/button";
import { useLiveNext } from "./use-live-next";

/**
 * The scoreboard's "next round" box: as the server rendered it, or, while rounds wait on this phone, the round after
 * them and who deals it (the store's view: the replay over the saved and waiting rounds). Its button opens the round page at
 * `href`, which this phone keeps for offline use (a plain link: offline, the service worker serves the kept copy).
 */
export function QueuedNextRound({
  href,
  editable,
  children,
}: {
  href: string;
  /** This phone may enter rounds (a watcher only keeps nothing). */
  editable: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("offlineQueue");
  const live = useSessionLive();
  const { next, name } = useLiveNext();
  const openInPlace = useOpenRoundInPlace();
  useKeepForOffline(editable ? href : null);
  // A refused round waits for the person's choice, not in line: until then the saved rounds say what comes next.
  const waiting = live?.queue.items.filter((item) => !item.refused).length ?? 0;
  if (waiting === 0 || !live?.view) return children;
  if (!next) return null;
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      aria-labelledby="queued-next-heading"
      data-testid="queued-next"
    >
      <h2 id="queued-next-heading" className="text-xl font-bold">
        {t("nextRound", { round: next.round })}
      </h2>
      <NextRoundLine
        dealer={name(next.dealer)}
        starter={name(next.starter)}
        labels={{ dealer: t("dealer"), starter: t("starter") }}
      />
      {editable ? (
        // In place over the board, as the box's own button (components/scoreboard/round-in-place.tsx).
        <a
          href={href}
          onClick={openInPlace ?? undefined}
          data-enter-round
          className={buttonClass("primary", "mt-3 w-full text-xl")}
        >
          {t("enterRound", { round: next.round })}
        </a>
      ) : null}
    </section>
  );
}

/** Asks the service worker to keep the round page, so this phone can enter a round offline later. */
function useKeepForOffline(href: string | null): void {
  useEffect(() => {
    if (!href || !("serviceWorker" in navigator) || !navigator.onLine) return;
    const keep = () =>
      navigator.serviceWorker.controller?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [href] } });
    if (navigator.serviceWorker.controller) keep();
    else navigator.serviceWorker.addEventListener("controllerchange", keep, { once: true });
    return () => navigator.serviceWorker.removeEventListener("controllerchange", keep);
  }, [href]);
}
