// The card table both adding games start from; each game and variant overrides a few ranks.
import type { Rank } from "../cards";
import type { CardEffect } from "./types";

export const face = (value: number): CardEffect => ({ op: "add", values: [value] });
export const setTo = (value: number): CardEffect => ({ op: "set", value });

/** A 3 of Ninety-Nine: +3 and the next player is skipped. */
export const SKIP_THREE: CardEffect = { op: "add", values: [3], skip: true };
/** A reversing 4: counts 0 and turns the direction round. */
export const REVERSE_FOUR: CardEffect = { op: "add", values: [0], reverse: true };

/**
 * Ninety-Eight as the rulings state it: A +1/+11, 2–9 face value, 10 +10/−10, J/Q +10, K sets the total to the
 * limit. The adding game shares A, 2, 5–8, 10, J and Q.
 */
export function standardEffects(limit: number): Record<Rank, CardEffect> {
  return {
    A: { op: "add", values: [1, 11] },
    "2": face(2),
    "3": face(3),
    "4": face(4),
    "5": face(5),
    "6": face(6),
    "7": face(7),
    "8": face(8),
    "9": face(9),
    "10": { op: "add", values: [10, -10] },
    J: face(10),
    Q: face(10),
    K: setTo(limit),
  };
}
