import { SUIT_SYMBOL, type Suit } from "@/lib/games/cards";
import { BID_CARDS, bidFromSuits } from "@/lib/games/ninety-nine-tricks/bids";
import type { BidEncoding, NinetyNineTricksEntry, PremiumKind, Trump } from "@/lib/games/ninety-nine-tricks/options";
import { fillLastTricks } from "@/lib/games/ninety-nine-tricks/tricks";
import type { Violation } from "@/lib/games/types";

// The round form's working copy: each bid as a number or as the suits of the three bid cards, tricks as the counts
// tapped so far (null until tapped; the last open one is filled from the others).

export interface BidState {
  mode: "cards" | "number";
  value: number | null;
  suits: Suit[];
}

export interface RoundState {
  bids: Record<string, BidState>;
  tricks: Record<string, number | null>;
  trump: Trump | null;
  premium: { player: string | null; kind: PremiumKind };
}

/**
 * A new round starts with one tap per bid (the number buttons show the bid cards' suit); a player who turns bid
 * cards over switches to them, and `modes` (remembered from earlier rounds) opens them that way again.
 * An edited round shows the stored numbers.
 */
export function initialRound(
  players: readonly string[],
  initial?: NinetyNineTricksEntry,
  modes: Readonly<Record<string, string>> = {},
): RoundState {
  return {
    bids: Object.fromEntries(
      players.map((id) => {
        const value = initial?.bids[id];
        const mode = modes[id] === "cards" ? "cards" : "number";
        return [id, value === undefined ? { mode, value: null, suits: [] } : { mode: "number", value, suits: [] }];
      }),
    ),
    tricks: Object.fromEntries(players.map((id) => [id, initial?.tricks[id] ?? null])),
    trump: initial?.trump ?? null,
    premium: { player: initial?.premium?.player ?? null, kind: initial?.premium?.kind ?? "declare" },
  };
}

export type LiveBid =
  | { kind: "bid"; bid: number }
  | { kind: "incomplete"; count: number }
  | { kind: "invalid"; violations: Violation[] };

/** What a bid reads as right now; bid-card suits are shown as symbols in the reasons. */
export function liveBid(bid: BidState, encoding: BidEncoding, field: string): LiveBid {
  if (bid.mode === "number")
    return bid.value === null ? { kind: "incomplete", count: 0 } : { kind: "bid", bid: bid.value };
  if (bid.suits.length < BID_CARDS) return { kind: "incomplete", count: bid.suits.length };
  const read = bidFromSuits(bid.suits, encoding, field);
  if (read.ok) return { kind: "bid", bid: read.bid };
  const symbols = bid.suits.map((suit) => SUIT_SYMBOL[suit]).join(" ");
  return {
    kind: "invalid",
    violations: read.violations.map((v) => ({ ...v, params: { ...v.params, suits: symbols } })),
  };
}

/** The counts as the form shows them: the ones tapped, and the last open one filled from the others. */
export function shownTricks(state: RoundState) {
  return fillLastTricks(state.tricks);
}

export function tricksSum(state: RoundState): number {
  return Object.values(shownTricks(state).tricks).reduce<number>((sum, count) => sum + (count ?? 0), 0);
}

/**
 * The API entry, plus the violations only the form can see (bid cards that are mixed or not three).
 * A bid that cannot be read is left out, so the server's own checks still run on everything else.
 */
export function toEntry(
  state: RoundState,
  players: readonly string[],
  encoding: BidEncoding,
  premiums: boolean,
): { entry: NinetyNineTricksEntry; local: Violation[] } {
  const bids: Record<string, number> = {};
  const local: Violation[] = [];
  for (const id of players) {
    const bid = state.bids[id];
    if (!bid) continue;
    const field = `bids.${id}`;
    const live = liveBid(bid, encoding, field);
    if (live.kind === "bid") bids[id] = live.bid;
    else if (live.kind === "invalid") local.push(...live.violations);
    // Some bid cards but not three: the engine's own reading says why.
    else if (bid.mode === "cards" && live.count > 0) {
      const read = bidFromSuits(bid.suits, encoding, field);
      if (!read.ok) local.push(...read.violations);
    }
  }
  // A count still open is left out: the server says whose is missing.
  const shown = shownTricks(state).tricks;
  const tricks: Record<string, number> = {};
  for (const id of players) {
    const count = shown[id];
    if (count !== null && count !== undefined) tricks[id] = count;
  }
  const premium = premiums && state.premium.player ? { player: state.premium.player, kind: state.premium.kind } : null;
  return { entry: { bids, tricks, trump: state.trump, premium }, local };
}

/** Server violations with the form's own in front; a bid the form already explained is not also "missing". */
export function mergeViolations(local: Violation[], server: Violation[]): Violation[] {
  const explained = new Set(local.map((v) => v.field));
  return [...local, ...server.filter((v) => !(v.code === "missing_bid" && explained.has(v.field)))];
}
