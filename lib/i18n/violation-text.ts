import type { Violation } from "../games/types";

/** The part of a next-intl translator (`useTranslations()`, `getTranslations()`, `createTranslator`) used here. */
export interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A violation in the reader's language: the game's own text for its code (`<game>.violations.<code>`), else the
 * shared one (`violations.<code>`), else a schema issue's (`validation.<code>`, see zod-issues.ts), else the
 * server's English sentence.
 */
export function violationText(t: Translate, game?: string): (violation: Violation) => string {
  return (violation) => {
    const keys = [
      ...(game ? [`${game}.violations.${violation.code}`] : []),
      `violations.${violation.code}`,
      `validation.${violation.code}`,
    ];
    const key = keys.find((candidate) => t.has(candidate));
    if (!key) return violation.message;
    try {
      return t(key, violation.params ?? {});
    } catch {
      return violation.message;
    }
  };
}
