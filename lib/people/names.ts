import { cleanName, nameKey } from "../sessions/names";

// A person is a name as Deckside compares names everywhere (lib/sessions/names.ts `nameKey`: case, surrounding
// spaces and invisible characters ignored), so "anna" and "Anna " are one person. Two different spellings ("Ana",
// "Anna") become one person only when this phone says so: a merge, kept on the phone (merges.ts).

/** Which key a spelling's key was merged into, per merged spelling (from -> into). */
export type Merges = Readonly<Record<string, string>>;

/** The person a name is on this phone: its key, followed through the merges (a chain ana -> anna -> ann too). */
export function personKey(name: string, merges: Merges = {}): string {
  return resolveKey(nameKey(name), merges);
}

/** A key followed through the merges; a cycle (never written, but a cookie is the phone's) stops where it repeats. */
export function resolveKey(key: string, merges: Merges): string {
  const seen = new Set<string>([key]);
  let at = key;
  // Own keys only: a player called "constructor" or "__proto__" is no merge.
  const intoOf = (from: string) => (Object.hasOwn(merges, from) ? merges[from] : undefined);
  for (let next = intoOf(at); next !== undefined && !seen.has(next); next = intoOf(at)) {
    seen.add(next);
    at = next;
  }
  return at;
}

/** The merges with `from` merged into `into` (both resolved first); unchanged when they are one person already. */
export function merged(merges: Merges, from: string, into: string): Merges {
  const source = resolveKey(from, merges);
  const target = resolveKey(into, merges);
  if (source === target || source === "" || target === "") return merges;
  return { ...merges, [source]: target };
}

/** The merges without `key`'s own merge: that spelling is a person of its own again (those merged into it follow it). */
export function unmerged(merges: Merges, key: string): Merges {
  const { [key]: _dropped, ...rest } = merges;
  return rest;
}

/** The spelling a person is shown with where no league names it: the name as stored, trimmed. */
export function shownName(name: string): string {
  return cleanName(name);
}

/** The path of a person's page. */
export function personPath(key: string): string {
  return `/people/${encodeURIComponent(key)}`;
}

/** The path of a name's person page (the page follows this phone's merges). */
export function personPathOf(name: string): string {
  return personPath(nameKey(name));
}
