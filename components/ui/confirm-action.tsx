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
    <div role="alertdialog" aria-labelledby={`${id}-question`} className="rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
      <p id={`${id}-question`} className="mb-2 text-lg font-semibold">
        {question}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {cancel}
        </Button>
        <Button
          variant="danger"
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
