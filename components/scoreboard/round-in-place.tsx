"use client";
import dynamic from "next/dynamic";
import {
  Activity,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import type { SessionView } from "@/lib/sessions/types";
import { useSessionLive } from "../live/session-live";
import { inPlaceFormCode } from "./in-place-form-code";
import { useFormPreload } from "./use-form-preload";

const InPlaceRoundForm = dynamic(() => inPlaceFormCode().then((m) => m.InPlaceRoundForm));

/**
 * Marks the history entry the form pushed (true: the next round; a number: that round's edit): Back from it closes
 * the form, Forward to it opens it again.
 */
const MARK = "decksideRoundInPlace";
const formEntry = (): { edit: number | null } | null => {
  const mark = (window.history.state as Record<string, unknown> | null)?.[MARK];
  return mark === true ? { edit: null } : typeof mark === "number" ? { edit: mark } : null;
};

/**
 * The board while the form is open: not drawn and of no height, but with its layout kept (content-visibility:
 * hidden, not display: none), so showing it again after Save costs no layout of the whole board (at 4× CPU that
 * layout was most of save → board).
 */
const BOARD_AWAY = "[content-visibility:hidden]";

type OpenRound = (event: MouseEvent<HTMLAnchorElement>) => void;

const OpenRoundContext = createContext<OpenRound | null>(null);

/**
 * The click handler of an "Enter round" link or a round's edit link (`data-edit-round`) on the scoreboard: opens the
 * form in place (null: follow the link).
 */
export const useOpenRoundInPlace = () => useContext(OpenRoundContext);

interface Opened {
  /** The session as the board showed it when "Enter round" was tapped. */
  session: SessionView;
  /** The store's version then: later changes are news to the form. */
  version: number;
  /** Where the board was scrolled to, restored when it shows again. */
  scrollY: number;
  /** The round being edited (a rounds table's link), or null for the next round. */
  edit: number | null;
}

/**
 * The scoreboard with its round form in place (issue 27, docs/at-the-table.md): "Enter round N" opens the game's
 * form over the board without a navigation, the board staying mounted (hidden and inert) and fed by the store, and the
 * address pushed to the round page's (`history.pushState`, which Next's router takes in), so Back closes the form and
 * a reload, a shared link or a phone without JavaScript get the server's round page. Save comes back to the board
 * in the next frame, the round on it from the store: no request for the scoreboard page or its RSC payload. Nothing
 * the form needs is fetched at the tap once the person has done anything on the board (use-form-preload.ts), so it
 * opens with the network stalled or offline too.
 */
export function RoundInPlace({ children }: { children: ReactNode }) {
  const live = useSessionLive();
  const [opened, setOpened] = useState<Opened | null>(null);
  // The form mounted: the open one, or the one just closed, hidden until the page is idle (below).
  const [mounted, setMounted] = useState<{ opened: Opened; key: number } | null>(null);
  const forms = useRef(0);
  const board = useRef<HTMLDivElement>(null);
  // After the form closes: true, the focus goes to "Enter round"; a number, to that round's edit link.
  const refocus = useRef<boolean | number>(false);
  const game = live?.serverView?.game;
  const loadEngine = live?.loadEngine;

  // Everything the form and a save need, fetched at the first sign of intent on the board (use-form-preload.ts).
  const formCode = useFormPreload(game, loadEngine);

  // The board's list of waiting rounds stays out of the form's way (the status line stays). Said in the same update
  // as the form's opening and closing, not from an effect after it: at Save that effect's update rendered the whole
  // board a second time within Save's task (bench/lab/save-trace.mjs).
  const setRoundInPlace = live?.setRoundInPlace;
  const isOpen = opened !== null;

  const shown = live?.view ?? live?.serverView ?? null;
  const openFrom = (session: SessionView | null, edit: number | null): boolean => {
    if (!session) return false;
    if (edit === null ? !session.next : !session.rounds.some((r) => r.number === edit)) return false;
    const version = live?.snapshot?.version ?? live?.serverVersion ?? 0;
    const next = { session, version, scrollY: window.scrollY, edit };
    setOpened(next);
    setRoundInPlace?.(true);
    forms.current += 1;
    setMounted({ opened: next, key: forms.current });
    return true;
  };
  const close = () => {
    refocus.current = opened?.edit ?? true;
    setOpened(null);
    setRoundInPlace?.(false);
  };

  // A closed form is hidden (Activity: display none, its effects cleaned up) in the frame that shows the board again,
  // and removed only once the page is idle: taking its whole tree out of the document was a good part of Save's task
  // (bench/lab/save-trace.mjs).
  const hiddenKey = opened === null ? mounted?.key : undefined;
  useEffect(() => {
    if (hiddenKey === undefined) return;
    const drop = () => startTransition(() => setMounted((m) => (m?.key === hiddenKey ? null : m)));
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(drop, 500);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(drop, { timeout: 2_000 });
    return () => window.cancelIdleCallback(idle);
  }, [hiddenKey]);

  // Back closes the form; Forward onto the form's entry opens it again (Next restores the board's tree for both).
  const latest = useRef({ openFrom, close, shown });
  latest.current = { openFrom, close, shown };
  useEffect(() => {
    const onPopState = () => {
      const { openFrom, close, shown } = latest.current;
      const entry = formEntry();
      if (entry) openFrom(shown, entry.edit);
      else close();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  // Back on the board: where it was, with the focus on the way into the next round.
  useEffect(() => {
    if (opened) {
      window.scrollTo(0, 0);
      return;
    }
    const target = refocus.current;
    if (target === false || !board.current) return;
    refocus.current = false;
    return keepFocusOn(board.current, target === true ? "[data-enter-round]" : `[data-edit-round="${target}"]`);
  }, [opened]);
  const scrollBack = opened?.scrollY ?? 0;
  useEffect(() => {
    if (!isOpen) return;
    return () => window.scrollTo(0, scrollBack);
  }, [isOpen, scrollBack]);

  const open: OpenRound = (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const edit = event.currentTarget.dataset.editRound ? Number(event.currentTarget.dataset.editRound) : null;
    const href = event.currentTarget.href;
    const inPlace = () => {
      if (!latest.current.openFrom(latest.current.shown, edit)) return false;
      window.history.pushState({ [MARK]: edit ?? true }, "", href);
      return true;
    };
    // A tap with no intent before it (its pointer started the fetch): the form opens when its code is here.
    if (!formCode.ready()) {
      event.preventDefault();
      return formCode.openWhenReady(inPlace, href);
    }
    if (inPlace()) event.preventDefault();
  };
  // One handler for the board's whole life (it reads the latest state through a ref): a new one at every render made
  // every round's row of the board render again at Save (rounds-table.tsx).
  const openLatest = useRef(open);
  openLatest.current = open;
  const [stableOpen] = useState<OpenRound>(() => (event: MouseEvent<HTMLAnchorElement>) => openLatest.current(event));
  /** After Save or "keep theirs": the board at once, and the form's history entry gone as Back would. */
  const leave = () => {
    close();
    // After the board's frame: the router's restore on popstate re-renders its tree, which the board need not wait for.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (formEntry()) window.history.back();
      }),
    );
  };

  return (
    <OpenRoundContext.Provider value={stableOpen}>
      <div ref={board} inert={isOpen} className={isOpen ? BOARD_AWAY : undefined}>
        {children}
      </div>
      {mounted ? (
        <Activity mode={opened ? "visible" : "hidden"}>
          <InPlaceRoundForm
            key={mounted.key}
            session={mounted.opened.session}
            version={mounted.opened.version}
            edit={mounted.opened.edit}
            onLeave={leave}
          />
        </Activity>
      ) : null}
    </OpenRoundContext.Provider>
  );
}

/**
 * Puts the focus on the board's control the form was opened from ("Enter round", or a round's edit link), and keeps
 * it there while the board settles (a round sent in the next moments swaps the waiting rounds' "next round" box for
 * the server's, its button with it), until the person does something or a few seconds have passed. Returns the
 * clean-up.
 */
function keepFocusOn(board: HTMLElement, selector: string): () => void {
  const focus = () => board.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  // After the frame that shows the board again, once the page is idle: a focus before the frame forces its layout
  // early, in the tap's own task, and right after it (its style update, ~10 ms at 4× CPU) it held up what the board
  // does next (save → board, bench/lab/save-trace.mjs).
  let idle = 0;
  let frame = requestAnimationFrame(() => {
    frame = 0;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(focus, { timeout: 300 });
    else setTimeout(focus);
  });
  const lost = new MutationObserver(() => {
    if (document.activeElement === document.body || document.activeElement === null) focus();
  });
  lost.observe(board, { childList: true, subtree: true });
  const stop = () => {
    if (frame) cancelAnimationFrame(frame);
    if (idle) window.cancelIdleCallback(idle);
    lost.disconnect();
    clearTimeout(timer);
    window.removeEventListener("pointerdown", stop, true);
    window.removeEventListener("keydown", stop, true);
  };
  const timer = setTimeout(stop, 3_000);
  window.addEventListener("pointerdown", stop, true);
  window.addEventListener("keydown", stop, true);
  return stop;
}
