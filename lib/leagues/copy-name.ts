/** The longest league name (leagueNameSchema's). */
const MAX_NAME = 60;

/** Names compare as a reader sees them: case, accents' encoding and outer spaces aside. */
export const sameLeagueName = (a: string, b: string) =>
  a.normalize("NFC").trim().toLocaleLowerCase() === b.normalize("NFC").trim().toLocaleLowerCase();

/**
 * The name a restored league takes when `name` is already one of `taken` (the leagues this phone knows): "<name> (2)",
 * or the next number free, shortened so it stays within the 60 characters a league name may have. A free name stays.
 */
export function copyName(name: string, taken: readonly string[]): string {
  const isTaken = (candidate: string) => taken.some((other) => sameLeagueName(other, candidate));
  if (!isTaken(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${[...name.trim()].slice(0, MAX_NAME - suffix.length).join("")}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}
