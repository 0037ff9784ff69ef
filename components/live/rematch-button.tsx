"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { rematchAction } from "@/lib/table/actions";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { useActionErrorText } from "../use-violation-text";

/** One tap: the same game again with the same players, rules and league; the next player deals first. */
export function RematchButton({ sessionId }: { sessionId: string }) {
  const t = useTranslations("live");
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="grid gap-1">
      <Button
        variant="ghost"
        className="w-full bg-amber-300 text-xl"
        disabled={pending}
        aria-describedby="rematch-help"
        onClick={() => startTransition(async () => setError(errorText(await rematchAction(sessionId))))}
      >
        {t("rematch")}
      </Button>
      <p id="rematch-help" className="text-sm text-felt-100">
        {t("rematchHelp")}
      </p>
      <FieldError id="rematch-error" messages={error ? [error] : []} />
    </div>
  );
}
