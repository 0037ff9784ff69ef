"use client";
import { useTranslations } from "next-intl";
import { deleteSessionAction } from "@/lib/table/session-actions";
import { ConfirmAction } from "../ui/confirm-action";
import { useActionErrorText } from "../use-violation-text";

/** Deletes the whole game after a second, explicit confirmation. */
export function DeleteGame({ sessionId }: { sessionId: string }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  return (
    <ConfirmAction
      trigger={t("deleteGame")}
      triggerVariant="ghost"
      triggerClassName="w-full text-red-700"
      question={t("deleteConfirm")}
      cancel={t("cancel")}
      confirm={t("deleteYes")}
      onConfirm={async () => errorText(await deleteSessionAction(sessionId))}
    />
  );
}
