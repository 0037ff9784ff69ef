"use client";
import { useTranslations } from "next-intl";
import { startTransition, type TransitionStartFunction, useEffect, useRef, useState } from "react";
import type { Violation } from "@/lib/games/types";
import { enqueue } from "@/lib/offline/queue-store";
import { saveRoundAction } from "@/lib/table/session-actions";
import { isNetworkFailure } from "../live/network-failure";
import { useSessionLive } from "../live/session-live";
import { useRoundNumber } from "../live/use-round-number";
import { useActionErrorText } from "../use-violation-text";
import { buzz } from "./haptics";

/**
 * Saving a round from any game's form: the server checks the entry (the same rules as the API); its
 * violations come back by field, and the headline says why nothing was saved. On success the action
 * navigates to the scoreboard. Without a network (or behind rounds still waiting), the browser checks the entry with
 * the same engine and keeps it in the offline round queue (lib/offline/), which sends it when the network is back.
 */
export function useRoundSave(sessionId: string, pageNumber: number, isEdit: boolean) {
  const t = useTranslations("round");
  const live = useSessionLive();
  // The page's round, moved on by the rounds waiting on this phone.
  const number = useRoundNumber(pageNumber, isEdit);
  const errorText = useActionErrorText();
  const [violations, setViolations] = useState<Violation[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  // The save's transition is the save bar's (`SaveBar` puts its own here): its "Saving…" is then all that renders
  // before the action's request leaves, not the whole form (20–157 ms at 4× CPU, decision 028).
  const transition = useRef<TransitionStartFunction | null>(null);
  // A save that worked answers nothing: the action navigates to the scoreboard, so the form leaves while saving.
  const saving = useRef(false);
  useEffect(
    () => () => {
      if (saving.current) buzz("saved");
    },
    [],
  );

  /** `local`: problems the form found itself; `merge` combines them with the server's (default: both). */
  const save = (entry: unknown, local: Violation[] = [], merge = (a: Violation[], b: Violation[]) => [...a, ...b]) => {
    setMessage(null);
    // Rounds already waiting go first: a new one queues behind them, so they reach the server in order.
    const offline = navigator.onLine === false || (live?.queue.items.length ?? 0) > 0;
    saving.current = true;
    (transition.current ?? startTransition)(async () => {
      if (offline && (await keepOffline(entry, local, merge))) return;
      let result: Awaited<ReturnType<typeof saveRoundAction>>;
      try {
        result = await saveRoundAction(sessionId, number, isEdit, entry);
      } catch (error) {
        // No network (or no server): not a verdict on the round. Keep it if this page can check it.
        if (!isNetworkFailure(error) || !(await keepOffline(entry, local, merge))) throw error;
        return;
      }
      saving.current = false;
      buzz("refused");
      const all = merge(local, result.violations);
      setViolations(all);
      setMessage(all.length > 0 ? t("notSaved") : errorText(result));
    });
  };

  /**
   * Checks the entry with the game's engine in the browser and, if the rules allow it, keeps it in the queue and goes
   * to the scoreboard (a full load: offline, the service worker serves the copy this phone saw last). A refused
   * entry shows the same verdict as the server's. False when this page cannot check it (no engine loaded).
   */
  const keepOffline = async (
    entry: unknown,
    local: Violation[],
    merge: (a: Violation[], b: Violation[]) => Violation[],
  ): Promise<boolean> => {
    if (!live?.snapshot) return false;
    const engine = live.engine ?? (await live.loadEngine());
    if (!engine) return false;
    const { items } = live.queue;
    // Loaded on demand (offline, from the worker's precache), like the engine.
    const { checkOffline } = await import("@/lib/offline/replay-queue");
    const verdict = checkOffline(engine, live.snapshot, items, entry, isEdit ? number : null);
    const all = merge(local, verdict);
    if (all.length > 0) {
      saving.current = false;
      buzz("refused");
      setViolations(all);
      setMessage(t("notSaved"));
      return true;
    }
    await enqueue({
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      sessionId,
      round: number,
      isEdit,
      entry,
      at: new Date().toISOString(),
    });
    window.location.assign(`/sessions/${encodeURIComponent(sessionId)}`);
    return true;
  };

  /** Refuses without asking the server (e.g. nobody tapped yet). */
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

  return { violations, message, transition, save, refuse, clear, number };
}
