import type { PlayerId } from "../types";
import type { NinetyNineTricksEntry, NinetyNineTricksOptions, PremiumKind, Trump } from "./options";
import type { NinetyNineTricksState } from "./state";

/** Bonus each player gets for making the bid exactly, by how many made it (0, 1, 2 or 3). */
export function madeBonus(madeCount: number): number {
  // Sheet, "Punkte und Gewinnen": all three 10 each, exactly two 20 each, only one 30, nobody none.
  switch (madeCount) {
    case 1:
      return 30;
    case 2:
      return 20;
    case 3:
      return 10;
    default:
      return 0;
  }
}

/** Rulings, premiums variant (amounts from the classic rules): declare 30, reveal 60. */
export const PREMIUM_POINTS: Readonly<Record<PremiumKind, number>> = { declare: 30, reveal: 60 };

export interface PlayerRoundResult {
  player: PlayerId;
  bid: number;
  tricks: number;
  /** Won exactly as many tricks as bid. */
  made: boolean;
  /** 1 point per trick won. */
  trickPoints: number;
  /** The bid bonus: `madeBonus(madeCount)` when made, else 0. */
  bonus: number;
  /** Premium points this player adds: their own premium on success, an opponent's failed premium otherwise. */
  premium: number;
  /** This round's score: trickPoints + bonus + premium. */
  points: number;
}

export interface RoundPremium {
  player: PlayerId;
  kind: PremiumKind;
  amount: number;
  /** The premium player made the bid exactly: they add it; otherwise each opponent adds it. */
  success: boolean;
}

export interface RoundExplanation {
  /** One row per player, in seat order. */
  players: PlayerRoundResult[];
  /** How many players made their bid exactly. */
  madeCount: number;
  /** The bonus each of them got (30, 20, 10; 0 when nobody made it). */
  bonusEach: number;
  /** The premium played this round, when the `premiums` option is on and one was declared or revealed. */
  premium: RoundPremium | null;
}

/** All a round's score depends on: who sits at the table and whether premiums are on; the totals play no part. */
export type ScoringContext = {
  table: Pick<NinetyNineTricksState["table"], "players">;
  options: Pick<NinetyNineTricksState["options"], "premiums">;
};

/**
 * How a round scores, player by player, so the UI can say "Ann made 3 of 3: 3 + 30 (only one made it)".
 * `apply` scores with this same function, so the explanation always matches the scores.
 * Meant for an entry `validate` accepts; a missing bid or tricks count reads as 0.
 */
export function explainRound(entry: NinetyNineTricksEntry, state: ScoringContext): RoundExplanation {
  const seats = state.table.players;
  const rows = seats.map((player) => {
    const bid = entry.bids[player] ?? 0;
    const tricks = entry.tricks[player] ?? 0;
    return { player, bid, tricks, made: bid === tricks };
  });
  const madeCount = rows.filter((row) => row.made).length;
  const bonusEach = madeBonus(madeCount);
  const premium = roundPremium(entry, state, (id) => rows.some((row) => row.player === id && row.made));

  const players = rows.map((row): PlayerRoundResult => {
    const bonus = row.made ? bonusEach : 0;
    const premiumPoints = premium ? premiumFor(row.player, premium) : 0;
    return {
      ...row,
      trickPoints: row.tricks,
      bonus,
      premium: premiumPoints,
      points: row.tricks + bonus + premiumPoints,
    };
  });
  return { players, madeCount, bonusEach, premium };
}

// Premiums only count with the option on and for a player at the table (validate refuses the rest).
function roundPremium(
  entry: NinetyNineTricksEntry,
  state: ScoringContext,
  made: (id: PlayerId) => boolean,
): RoundPremium | null {
  const { premium } = entry;
  if (!premium || !state.options.premiums || !state.table.players.includes(premium.player)) return null;
  return {
    player: premium.player,
    kind: premium.kind,
    amount: PREMIUM_POINTS[premium.kind],
    success: made(premium.player),
  };
}

// Rulings: "Success: that player adds the premium; failure: each opponent adds it."
function premiumFor(player: PlayerId, premium: RoundPremium): number {
  const isOwner = player === premium.player;
  if (premium.success) return isOwner ? premium.amount : 0;
  return isOwner ? 0 : premium.amount;
}

/**
 * A round of the session as the scoreboard shows it explained: its entry passed the engine and its options are the
 * effective ones, so they are read as they are (no schema, no zod on the phone's scoreboard; stored-round.ts reads
 * them through the schemas). Null for an entry that is not this game's.
 */
export function explainShownRound(
  entry: unknown,
  players: readonly PlayerId[],
  options: Record<string, unknown>,
): (RoundExplanation & { trump: Trump | null }) | null {
  const shown = entry as Partial<NinetyNineTricksEntry> | null;
  if (typeof shown?.bids !== "object" || typeof shown.tricks !== "object") return null;
  const explained = explainRound(shown as NinetyNineTricksEntry, {
    table: { players },
    options: options as NinetyNineTricksOptions,
  });
  return { ...explained, trump: shown.trump ?? null };
}

/** The round's score per player (what `apply` records). */
export function roundScores(entry: NinetyNineTricksEntry, state: NinetyNineTricksState): Record<PlayerId, number> {
  return Object.fromEntries(explainRound(entry, state).players.map((row) => [row.player, row.points]));
}
