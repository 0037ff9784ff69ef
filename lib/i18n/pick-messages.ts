/** Messages as next-intl holds them: nested objects of strings. */
export type Messages = Record<string, unknown>;

/**
 * The part of `messages` under the given namespaces: "leagues" takes the whole namespace, "nines.options" only that
 * branch (kept at the same path, so `useTranslations("nines.options")` finds it). Unknown paths are skipped.
 */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split(".");
    let from: unknown = messages;
    for (const part of path) from = typeof from === "object" && from !== null ? (from as Messages)[part] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const part of path.slice(0, -1)) {
      const next = into[part];
      into[part] = typeof next === "object" && next !== null ? next : {};
      into = into[part] as Messages;
    }
    into[path[path.length - 1]!] = from;
  }
  return picked;
}
