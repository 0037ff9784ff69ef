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
    const key = violationKey(t.has, violation.code, game);
    if (!key) return violation.message;
    try {
      return t(key, violation.params ?? {});
    } catch {
      return violation.message;
    }
  };
}

/** The translation key a violation's text is found under (the order above), or undefined when none has one. */
export function violationKey(has: (key: string) => boolean, code: string, game?: string): string | undefined {
  const keys = [...(game ? [`${game}.violations.${code}`] : []), `violations.${code}`, `validation.${code}`];
  return keys.find((candidate) => has(candidate));
}
