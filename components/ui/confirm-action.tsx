"use client";
import { type ReactNode, useId, useState, useTransition } from "react";
import { Button } from "./button";
import { FieldError } from "./field-error";

/**
 * A destructive action behind a second, explicit tap: the trigger, then the question with cancel and confirm.
 * `onConfirm` runs the action and answers an error to show, or null when it worked.
 */
export function ConfirmAction({
  trigger,
  triggerVariant = "secondary",
  triggerClassName,
  question,
  cancel,
  confirm,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerVariant?: "secondary" | "ghost";
  triggerClassName?: string;
  question: string;
  cancel: string;
  confirm: string;
  onConfirm: () => Promise<string | null>;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (!confirming) {
    return (
      <Button variant={triggerVariant} className={triggerClassName} onClick={() => setConfirming(true)}>
        {trigger}
      </Button>
    );
  }
  return (
    // Where the dialog is narrower than 16rem (large text on a phone) the question and the answers take a size smaller,
    // so an answer ("Abbrechen") stays whole on its own row.
    <div
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      className="@container rounded-xl bg-red-50 p-3 ring-1 ring-red-200"
    >
      <p id={`${id}-question`} className="mb-2 text-lg font-semibold @max-3xs:text-base">
        {question}
      </p>
      {/* Side by side while both fit (9rem each), one a row at large text, so no answer breaks mid-word. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
        <Button variant="secondary" className="@max-3xs:text-base" onClick={() => setConfirming(false)}>
          {cancel}
        </Button>
        <Button
          variant="danger"
          className="@max-3xs:text-base"
          disabled={pending}
          onClick={() => startTransition(async () => setError(await onConfirm()))}
        >
          {confirm}
        </Button>
      </div>
      <FieldError id={`${id}-error`} messages={error ? [error] : []} />
    </div>
  );
}
