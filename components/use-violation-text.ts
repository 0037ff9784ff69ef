"use client";
import { useTranslations } from "next-intl";
import type { Violation } from "@/lib/games/types";
import { violationText } from "@/lib/i18n/violation-text";

/** A violation in the reader's language, by its code (see lib/i18n/violation-text.ts). */
export function useViolationText(game?: string): (violation: Violation) => string {
  return violationText(useTranslations(), game);
}

/** The messages of the violations on one field (or, with field undefined, those on no field). */
export function messagesFor(
  violations: Violation[],
  field: string | undefined,
  text: (v: Violation) => string,
): string[] {
  return violations.filter((v) => v.field === field).map(text);
}

/** A failed action's headline in the reader's language (by error code), else the server's sentence. */
export function useActionErrorText(): (failure: { code: string; message: string }) => string {
  const t = useTranslations("actionErrors");
  return (failure) => (t.has(failure.code) ? t(failure.code) : failure.message);
}
