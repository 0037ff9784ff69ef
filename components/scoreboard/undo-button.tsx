"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { undoRoundAction } from "@/lib/sessions/actions";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { useActionErrorText } from "../use-violation-text";

/** Undo the last round, after a second tap to confirm. */
export function UndoButton({ sessionId, round }: { sessionId: string; round: number }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        ↶ {t("undo", { round })}
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="undo-question" className="rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
      <p id="undo-question" className="mb-2 text-lg font-semibold">
        {t("undoConfirm", { round })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t("cancel")}
        </Button>
        <Button
          variant="danger"
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              const result = await undoRoundAction(sessionId, round);
              setError(errorText(result));
            })
          }
        >
          {t("undoYes")}
        </Button>
      </div>
      <FieldError id="undo-error" messages={error ? [error] : []} />
    </div>
  );
}
