// Names listed in the reader's language: "Ann, Ben and Cem", "Ann, Ben und Cem", "Ann, Ben en Cem". The one
// way every page joins names (winners, tie-breaks, eliminations, players of a game); the e2e specs use it too.
export function formatNames(names: readonly string[], locale: string): string {
  return listFormat(locale).format(names);
}

// One formatter per language: building an Intl.ListFormat costs far more than using one, and a league page joins
// names twice per game.
const formats = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    formats.set(locale, format);
  }
  return format;
}
