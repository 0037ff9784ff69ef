/**
 * A message without its soft hyphens (U+00AD): long German and Dutch words carry them where a line may break on the
 * page ("Neun­und­neunzig"), but text that leaves the page (a tab's title, a shared summary, a search) must not.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll("\u00ad", "");
}
