import { TRICKS_PER_ROUND } from "./state";

export interface FilledTricks {
  /** Every player's count: the ones entered, the filled one, and null for any still open. */
  tricks: Record<string, number | null>;
  /** Whose count was worked out from the others (null when none was). */
  filled: string | null;
}

/**
 * The tricks of a round always add up to 9 (rulings: "Tricks are 0–9 and sum to exactly 9"; sheet: "So werden
 * insgesamt 9 Stiche gespielt"), so once every player but one has a count, the last one's is the rest. Nothing is
 * filled while two or more are open, or when the others already add up to more than a round has.
 */
export function fillLastTricks(entered: Readonly<Record<string, number | null>>): FilledTricks {
  const tricks = { ...entered };
  const open = Object.keys(tricks).filter((id) => tricks[id] === null || tricks[id] === undefined);
  const [last] = open;
  if (open.length !== 1 || last === undefined) return { tricks, filled: null };
  const taken = Object.values(tricks).reduce<number>((sum, count) => sum + (count ?? 0), 0);
  if (taken > TRICKS_PER_ROUND) return { tricks, filled: null };
  tricks[last] = TRICKS_PER_ROUND - taken;
  return { tricks, filled: last };
}
