"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { deleteSessionAction } from "@/lib/sessions/actions";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { useActionErrorText } from "../use-violation-text";

/** Deletes the whole game after a second, explicit confirmation. */
export function DeleteGame({ sessionId }: { sessionId: string }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (!confirming)
    return (
      <Button variant="ghost" className="w-full text-red-700" onClick={() => setConfirming(true)}>
        {t("deleteGame")}
      </Button>
    );
  return (
    <div role="alertdialog" aria-labelledby="delete-question" className="rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
      <p id="delete-question" className="mb-2 text-lg font-semibold">
        {t("deleteConfirm")}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t("cancel")}
        </Button>
        <Button
          variant="danger"
          disabled={pending}
          onClick={() => startTransition(async () => setError(errorText(await deleteSessionAction(sessionId))))}
        >
          {t("deleteYes")}
        </Button>
      </div>
      <FieldError id="delete-error" messages={error ? [error] : []} />
    </div>
  );
}
