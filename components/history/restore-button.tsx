"use client";
import { useTranslations } from "next-intl";
import type { Restore } from "@/lib/history/types";
import { saveRoundAction } from "@/lib/table/session-actions";
import { ConfirmAction } from "../ui/confirm-action";
import { useActionErrorText } from "../use-violation-text";

/**
 * Puts an overwritten or undone entry back through the ordinary round save (an edit of round n, or round n added
 * again), after a second tap; the rules are checked again there and the scoreboard opens when it is saved.
 */
export function RestoreButton({ sessionId, restore }: { sessionId: string; restore: Restore }) {
  const t = useTranslations("history");
  const errorText = useActionErrorText();
  const edit = restore.kind === "replace";
  return (
    <ConfirmAction
      trigger={`↶ ${t(edit ? "restoreEdited" : "restoreUndone", { round: restore.round })}`}
      triggerClassName="mt-2 w-full text-base"
      question={t(edit ? "restoreEditedQuestion" : "restoreUndoneQuestion", { round: restore.round })}
      cancel={t("cancel")}
      confirm={t("restoreYes")}
      onConfirm={async () => errorText(await saveRoundAction(sessionId, restore.round, edit, restore.entry))}
    />
  );
}
