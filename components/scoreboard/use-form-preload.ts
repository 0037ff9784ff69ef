import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { afterFirstIntent } from "@/lib/first-intent";
import type { GameId } from "@/lib/games/types";
import { sendingCode } from "../live/session-live-root";
import { loadQueueParts } from "../offline/client-parts";
import { inPlaceFormCode } from "./in-place-form-code";

/**
 * How long a tap on "Enter round" made before the form's code arrived (no intent before the tap, which started its
 * fetch) waits for it before following the link instead.
 */
const WAIT_FOR_CODE_MS = 3_000;

export interface FormPreload {
  /** Everything the form and a save need is here: the form opens at once, whatever the network does. */
  ready: () => boolean;
  /**
   * Opens the form by `open` once its own code is here (fetching everything now if no intent did yet; the engine and
   * the save's parts follow); if it is not here within `WAIT_FOR_CODE_MS`, or `open` cannot open it, follows `href`
   * as the link would have (a client navigation).
   */
  openWhenReady: (open: () => boolean, href: string) => void;
}

/**
 * The scoreboard's preload of what the round form in place needs (issue 27, docs/decisions/036-table-on-the-phone.md):
 * the form's code, the engine's check, the sender and the board's waiting-round parts, fetched at the first sign of
 * intent on the board (a tap, a key, a scroll, a pointer or the focus on "Enter round" or an edit link:
 * lib/first-intent.ts), not while it is idle, so a phone that only watches the board does not download them. From then
 * on "Enter round" opens the form with the network stalled or gone; so does a phone whose service worker holds them
 * (its precache keeps every chunk), even at its first tap.
 */
export function useFormPreload(
  game: GameId | undefined,
  loadEngine: (() => Promise<unknown>) | undefined,
): FormPreload {
  const router = useRouter();
  const loading = useRef<Promise<boolean> | null>(null);
  const loaded = useRef(false);
  const waiting = useRef(false);
  const latest = useRef({ game, loadEngine });
  latest.current = { game, loadEngine };

  /** Starts the fetch of everything (once); answers the form's own code's promise: true once it is here. */
  const load = useCallback((): Promise<boolean> => {
    const { game, loadEngine } = latest.current;
    if (!game) return Promise.resolve(false);
    if (!loading.current) {
      const form = inPlaceFormCode().then((m) => m.preloadRoundForm(game));
      const all = Promise.all([
        form,
        loadEngine?.(),
        import("@/lib/offline/replay-queue"),
        sendingCode(),
        loadQueueParts(),
      ]);
      void all.then(
        () => {
          loaded.current = true;
        },
        () => {
          // A fetch that failed (offline without a worker): the next intent or tap tries again.
          loading.current = null;
        },
      );
      loading.current = form.then(
        () => true,
        () => false,
      );
    }
    return loading.current;
  }, []);

  useEffect(() => {
    if (!game) return;
    return afterFirstIntent(() => void load());
  }, [game, load]);

  const ready = useCallback(() => loaded.current, []);
  const openWhenReady = useCallback(
    (open: () => boolean, href: string) => {
      // A second tap while the first waits: the first opens the form (or follows the link) for both.
      if (waiting.current) return;
      waiting.current = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), WAIT_FOR_CODE_MS);
      });
      void Promise.race([load(), late]).then((here) => {
        clearTimeout(timer);
        waiting.current = false;
        if (here && open()) return;
        const url = new URL(href, window.location.href);
        router.push(url.pathname + url.search + url.hash);
      });
    },
    [load, router],
  );
  return { ready, openWhenReady };
}
