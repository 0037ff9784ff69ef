"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { AnyRoundCheck, Violation } from "@/lib/games/types";
import { applyChanges, mergeQueue } from "@/lib/offline/merge";
import { enqueue, queueState } from "@/lib/offline/queue-store";
import type { SessionSnapshot } from "@/lib/offline/types";
import { afterNextFrame } from "../live/after-next-frame";
import { cameFrom } from "../live/page-trail";
import { useSessionLive } from "../live/session-live";
import { loadSender } from "../live/session-live-root";
import { useRoundNumber } from "../live/use-round-number";
import { preloadQueueParts } from "../offline/client-parts";
import { buzz } from "./haptics";
import { useRoundLeave } from "./leave-context";
import { newRoundKey } from "./round-key";
import { useFormClash } from "./use-form-clash";

/** What Save offers when another phone saved the round being entered (shown beside Save, components/rounds/). */
export interface SaveClash {
  kind: "added" | "edited";
  /** The round the other phone saved (the one this form enters or edits). */
  round: number;
  /** "Add mine as round N": the round after everything this phone knows of; null for an edit (no such choice). */
  next: number | null;
  keepTheirs: () => void;
  addMine: () => void;
  replaceTheirs: () => void;
}

/**
 * Saving a round from any game's form, the same way online or not (issue 27, docs/at-the-table.md): the game's
 * engine, loaded as the page opens, checks the entry in the browser (the server's rules and words); a refusal shows
 * at once by field. An accepted round goes into this phone's round queue (IndexedDB) and the person is back on the
 * scoreboard in the next frame, the round on it; the queue sends it in the background (components/live/send-queued.ts).
 * When this phone already heard that another phone saved this round, Save first asks: keep theirs, add mine as the
 * next round, or replace theirs with mine.
 */
export function useRoundSave(sessionId: string, pageNumber: number, isEdit: boolean) {
  const t = useTranslations("round");
  const router = useRouter();
  const live = useSessionLive();
  const leaveInPlace = useRoundLeave();
  // The page's round, moved on by the rounds waiting on this phone.
  const number = useRoundNumber(pageNumber, isEdit);
  const heard = useFormClash(number, isEdit);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  // The entry whose Save met another phone's round: the choices beside Save act on it.
  const [clashed, setClashed] = useState<unknown>(undefined);
  const saved = useRef(false);
  useEffect(
    () => () => {
      if (saved.current) buzz("saved");
    },
    [],
  );

  // Everything a save and the scoreboard after it need, fetched as the page opens (not at Save, which may be
  // offline or stalled by then): the engine (with it this page's SessionLive loads its replay, as the board's does),
  // the check, the sender and the board's waiting-round parts.
  const loadEngine = live?.loadEngine;
  useEffect(() => {
    void loadEngine?.();
    void import("@/lib/offline/replay-queue");
    void loadSender();
    preloadQueueParts();
  }, [loadEngine]);

  /** The engine (loaded already, as a rule), or null where this page cannot load one. */
  const engineNow = async (): Promise<AnyRoundCheck | null> => live?.engine ?? (await live?.loadEngine()) ?? null;

  /** The engine's verdict on the entry as a new round or an edit of `round`, on top of `snapshot` and the queue. */
  const check = async (snapshot: SessionSnapshot | null, entry: unknown, edit: number | null) => {
    const engine = await engineNow();
    // Without an engine (it could not load) the server checks it; a refusal then shows with the choices.
    if (!engine || !snapshot) return [];
    const { checkOffline } = await import("@/lib/offline/replay-queue");
    return checkOffline(engine, snapshot, queueState(sessionId).items, entry, edit);
  };

  const refused = (all: Violation[]) => {
    buzz("refused");
    setViolations(all);
    setMessage(all.length > 0 ? t("notSaved") : null);
  };

  /**
   * Keeps the round on this phone, goes back to the scoreboard and starts sending it. The queue holds the round in
   * memory at once, so the board shows it in the same frame; the IndexedDB write is under way by then (a form in
   * place has no page to leave: a board mounted under it needs nothing else, issue 27), and the send waits for it.
   */
  const keep = async (round: number, asEdit: boolean, entry: unknown) => {
    const written = enqueue({
      id: newRoundKey(),
      sessionId,
      round,
      isEdit: asEdit,
      entry,
      at: new Date().toISOString(),
    });
    saved.current = true;
    if (leaveInPlace) leaveInPlace();
    // The live store sends it once the board's frame is drawn and the write has ended (session-live-root.tsx); this
    // flush, as late, only makes sure of it.
    await written;
    if (!leaveInPlace) leave();
    await afterNextFrame();
    live?.flush();
  };

  /** Back to the scoreboard without a request: its cached page when the form was opened from it in this tab. */
  const leave = () => {
    if (leaveInPlace) return leaveInPlace();
    const board = `/sessions/${encodeURIComponent(sessionId)}`;
    if (cameFrom(board)) router.back();
    else router.replace(board);
  };

  /** `local`: problems the form found itself; `merge` combines them with the engine's (default: both). */
  const save = (entry: unknown, local: Violation[] = [], merge = (a: Violation[], b: Violation[]) => [...a, ...b]) => {
    setMessage(null);
    void (async () => {
      const all = merge(local, await check(live?.snapshot ?? null, entry, isEdit ? number : null));
      if (all.length > 0) return refused(all);
      setViolations([]);
      if (heard) {
        buzz("refused");
        setClashed(entry);
        return;
      }
      await keep(number, isEdit, entry);
    })();
  };

  // The server's rounds as this phone heard them (another phone's included): "add mine" goes after them.
  const known = live?.snapshot ? applyChanges(live.snapshot, live.changes) : null;
  const next = known ? mergeQueue(known.entries, live?.queue.items ?? []).entries.length + 1 : number + 1;
  const clash: SaveClash | null =
    heard && clashed !== undefined && heard.kind !== "undone"
      ? {
          kind: heard.kind,
          round: number,
          next: isEdit ? null : Math.max(next, heard.round + 1),
          keepTheirs: () => {
            setClashed(undefined);
            leave();
          },
          addMine: () =>
            void (async () => {
              const all = await check(known, clashed, null);
              if (all.length > 0) return refused(all);
              await keep(Math.max(next, heard.round + 1), false, clashed);
            })(),
          replaceTheirs: () =>
            void (async () => {
              const all = await check(known, clashed, number);
              if (all.length > 0) return refused(all);
              await keep(number, true, clashed);
            })(),
        }
      : null;

  /** Refuses without asking the engine (e.g. nobody tapped yet). */
  const refuse = (local: Violation[]) => {
    buzz("refused");
    setViolations(local);
    setMessage(null);
  };

  /** Clears the errors shown on these fields (all when none are named), e.g. after the player changes them. */
  const clear = (fields?: string[]) => {
    const left = fields ? violations.filter((v) => v.field === undefined || !fields.includes(v.field)) : [];
    if (left.length === violations.length) return;
    setViolations(left);
    if (left.length === 0) setMessage(null);
  };

  return { violations, message, clash, save, refuse, clear, number };
}
