import { MESSAGES } from "../lib/i18n/messages/all";

// The tests find controls by the same texts a person reads, in each language, straight from the messages.
export type TestLocale = keyof typeof MESSAGES;

export function translator(locale: TestLocale) {
  return (key: string, params: Record<string, string | number> = {}): string => {
    const value = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], MESSAGES[locale]);
    if (typeof value !== "string") throw new Error(`No message ${locale}:${key}`);
    return value.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}
