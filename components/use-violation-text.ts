"use client";
import { useTranslations } from "next-intl";
import type { Violation } from "@/lib/games/types";

/** A violation in the reader's language: by its code when translated, else the engine's English sentence. */
export function useViolationText(): (violation: Violation) => string {
  const t = useTranslations("violations");
  return (violation) => {
    if (!t.has(violation.code)) return violation.message;
    try {
      return t(violation.code, violation.params ?? {});
    } catch {
      return violation.message;
    }
  };
}

/** The messages of the violations on one field (or, with field undefined, those on no field). */
export function messagesFor(violations: Violation[], field: string | undefined, text: (v: Violation) => string): string[] {
  return violations.filter((v) => v.field === field).map(text);
}

/** A failed action's headline in the reader's language (by error code), else the server's sentence. */
export function useActionErrorText(): (failure: { code: string; message: string }) => string {
  const t = useTranslations("actionErrors");
  return (failure) => (t.has(failure.code) ? t(failure.code) : failure.message);
}
