"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { saveRoundAction, undoRoundAction } from "@/lib/table/session-actions";
import { buzz } from "../rounds/haptics";
import { Button } from "../ui/button";
import { ConfirmAction } from "../ui/confirm-action";
import { useActionErrorText } from "../use-violation-text";
import { FRESH_MS, recall, remember, SHOWN_MS, type Undone } from "./undone-memory";

/** Undo the last round, after a second tap to confirm. */
export function UndoButton({ sessionId, round, entry }: { sessionId: string; round: number; entry: unknown }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  return (
    <ConfirmAction
      trigger={`↶ ${t("undo", { round })}`}
      question={t("undoConfirm", { round })}
      cancel={t("cancel")}
      confirm={t("undoYes")}
      onConfirm={async () => {
        remember({ sessionId, round, entry, at: Date.now() });
        // It worked when the action navigates back to the scoreboard; an answer is a refusal.
        const refused = errorText(await undoRoundAction(sessionId, round));
        remember(null);
        buzz("refused");
        return refused;
      }}
    />
  );
}

/**
 * "Round 3 undone · Redo" for a few seconds after an undo: Redo saves the same entry again as round 3 (with the
 * round guard, so it is refused if someone entered round 3 in the meantime).
 */
export function UndoneNotice({ sessionId, next }: { sessionId: string; next: number }) {
  const t = useTranslations("entry.undo");
  const errorText = useActionErrorText();
  const [undone, setUndone] = useState<Undone | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const found = recall();
    // A new next round (a redo, another round saved) ends the offer.
    if (!found || found.sessionId !== sessionId || found.round !== next || Date.now() - found.at > FRESH_MS) {
      setUndone(null);
      return;
    }
    // Kept (not taken) while shown: the board may show the undo from the live stream before the action's own render
    // arrives and mounts the box again, which then shows the rest of the time.
    const until = found.until ?? Date.now() + SHOWN_MS;
    if (found.until === undefined) remember({ ...found, until });
    if (Date.now() >= until) {
      setUndone(null);
      return;
    }
    setUndone(found);
    const timer = setTimeout(() => setUndone(null), until - Date.now());
    return () => clearTimeout(timer);
  }, [sessionId, next]);

  if (!undone && !error) return null;
  const redo = () =>
    startTransition(async () => {
      if (!undone) return;
      remember(null);
      const result = await saveRoundAction(sessionId, undone.round, false, undone.entry);
      buzz("refused");
      setError(t("redoFailed", { round: undone.round, reason: errorText(result) }));
      setUndone(null);
    });
  return (
    <div role="status" data-testid="undone-notice" className="rounded-xl bg-stone-800 px-4 py-2 text-white">
      {undone ? (
        // Words whole (no hyphenation, no break inside a word: "rückgängig gemacht" at 100 % in German); where the
        // sentence and "Redo" do not fit side by side, the button takes a line of its own, never wider than the notice.
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-lg">
          <span className="font-semibold wrap-normal hyphens-manual">{t("undone", { round: undone.round })}</span>
          <Button variant="secondary" disabled={pending} onClick={redo} className="max-w-full shrink-0">
            {t("redo")}
          </Button>
        </p>
      ) : (
        <p className="text-lg">{error}</p>
      )}
    </div>
  );
}
