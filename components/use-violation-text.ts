"use client";
import { useTranslations } from "next-intl";
import type { Violation } from "@/lib/games/types";

/**
 * A violation in the reader's language: the game's own text for its code (`<game>.violations.<code>`), else the
 * shared one (`violations.<code>`), else the engine's English sentence.
 */
export function useViolationText(game?: string): (violation: Violation) => string {
  const t = useTranslations();
  return (violation) => {
    const keys = [...(game ? [`${game}.violations.${violation.code}`] : []), `violations.${violation.code}`];
    const key = keys.find((candidate) => t.has(candidate));
    if (!key) return violation.message;
    try {
      return t(key, violation.params ?? {});
    } catch {
      return violation.message;
    }
  };
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
