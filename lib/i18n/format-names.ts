// Names listed in the reader's language: "Ann, Ben and Cem", "Ann, Ben und Cem", "Ann, Ben en Cem". The one
// way every page joins names (winners, tie-breaks, eliminations, players of a game); the e2e specs use it too.
export function formatNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}
