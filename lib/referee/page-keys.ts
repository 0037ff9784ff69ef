import type { GameId } from "../games/types";
import { MESSAGES } from "../i18n/messages/all";
import { violationKey } from "../i18n/violation-text";

// A verdict's reasons name the pages' translation keys. A refusal's text sits under the game's own key or, for codes
// the games share, under `violations.<code>`: the key is the one the pages' violationText finds (lib/i18n).

const has = (key: string) => typeof key.split(".").reduce<unknown>(walk, MESSAGES.en) === "string";

function walk(node: unknown, part: string): unknown {
  return node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
}

/** The verdict with every `<game>.violations.<code>` key replaced by the key the pages read it under. */
export function withPageKeys<T>(value: T, game: GameId): T {
  if (Array.isArray(value)) return value.map((item) => withPageKeys(item, game)) as T;
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([name, inner]) => [name, withPageKeys(inner, game)] as const);
  const out = Object.fromEntries(entries) as Record<string, unknown>;
  const { key, code } = out;
  if (typeof key === "string" && typeof code === "string" && key === `${game}.violations.${code}`) {
    out.key = violationKey(has, code, game) ?? key;
  }
  return out as T;
}
