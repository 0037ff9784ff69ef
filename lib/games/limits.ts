// Hard limits no real table reaches (docs/limits.md): they bound the work a single request can cause.

/** Rounds in one session; the 1,001st is refused (`too_many_rounds`). A fixed number of rounds stays within it. */
export const MAX_ROUNDS = 1000;

/** A points total to play to (a threshold or target): ten times the largest any rule sheet names. */
export const MAX_TARGET = 10_000;
