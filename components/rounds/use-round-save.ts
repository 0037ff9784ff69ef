"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import type { Violation } from "@/lib/games/types";
import { saveRoundAction } from "@/lib/sessions/actions";
import { useActionErrorText } from "../use-violation-text";
import { buzz } from "./haptics";

/**
 * Saving a round from any game's form: the server checks the entry (the same rules as the API); its
 * violations come back by field, and the headline says why nothing was saved. On success the action
 * navigates to the scoreboard.
 */
export function useRoundSave(sessionId: string, number: number, isEdit: boolean) {
  const t = useTranslations("round");
  const errorText = useActionErrorText();
  const [violations, setViolations] = useState<Violation[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
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
    saving.current = true;
    startTransition(async () => {
      const result = await saveRoundAction(sessionId, number, isEdit, entry);
      saving.current = false;
      buzz("refused");
      const all = merge(local, result.violations);
      setViolations(all);
      setMessage(all.length > 0 ? t("notSaved") : errorText(result));
    });
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

  return { violations, message, pending, save, refuse, clear };
}
