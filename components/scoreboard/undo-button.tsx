"use client";
import { useTranslations } from "next-intl";
import { undoRoundAction } from "@/lib/sessions/actions";
import { ConfirmAction } from "../ui/confirm-action";
import { useActionErrorText } from "../use-violation-text";

/** Undo the last round, after a second tap to confirm. */
export function UndoButton({ sessionId, round }: { sessionId: string; round: number }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  return (
    <ConfirmAction
      trigger={`↶ ${t("undo", { round })}`}
      question={t("undoConfirm", { round })}
      cancel={t("cancel")}
      confirm={t("undoYes")}
      onConfirm={async () => errorText(await undoRoundAction(sessionId, round))}
    />
  );
}
