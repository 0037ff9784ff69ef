/**
 * A message without its soft hyphens (U+00AD): long German and Dutch words carry them where a line may break on the
 * page ("Neun­und­neunzig"), but text that leaves the page (a tab's title, a shared summary, a search) must not.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll("\u00ad", "");
}

type Messages = Record<string, unknown>;

// One plain copy per message set: a language's messages are one object for the server's lifetime.
const plainCopies = new WeakMap<Messages, Messages>();

/** The same messages, every text without its soft hyphens (decision 033): what a plain translator reads. */
export function plainMessages(messages: Messages): Messages {
  const known = plainCopies.get(messages);
  if (known) return known;
  // The build precompiles messages (next.config: icu-minify): a message with arguments is an array of text parts and
  // arguments, which stays an array; only its strings change.
  const plain = (value: unknown): unknown => {
    if (typeof value === "string") return withoutSoftHyphens(value);
    if (Array.isArray(value)) return value.map(plain);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  };
  const copy = plain(messages) as Messages;
  plainCopies.set(messages, copy);
  return copy;
}
