"use client";
import { useTranslations } from "next-intl";
import { BID_CARDS, BID_SUIT_ORDER, bidRange, SUIT_BID_VALUE } from "@/lib/games/ninety-nine-tricks/bids";
import type { BidEncoding } from "@/lib/games/ninety-nine-tricks/options";
import type { Violation } from "@/lib/games/types";
import type { PlayerView } from "@/lib/sessions/types";
import { type BidState, liveBid } from "./round-state";
import { SuitSymbol } from "./suit-symbol";

interface Props {
  player: PlayerView;
  bid: BidState;
  encoding: BidEncoding;
  text: (violation: Violation) => string;
  onChange: (bid: BidState) => void;
}

/** One player's bid: the suits of the three bid cards as they are turned over, or the number. */
export function BidInput({ player, bid, encoding, text, onChange }: Props) {
  const t = useTranslations("ninety-nine-tricks.round");
  const tc = useTranslations("cards");
  const live = liveBid(bid, encoding, `bids.${player.id}`);
  const { max } = bidRange(encoding);

  return (
    <div>
      {/* At large text the cards/number switch goes below the heading rather than off the screen. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-stone-700">{t("bid")}</h3>
        <div
          role="radiogroup"
          aria-label={t("bidMode", { name: player.name })}
          className="flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1"
        >
          {(["cards", "number"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={bid.mode === mode}
              onClick={() => onChange({ ...bid, mode })}
              className={`min-h-11 grow rounded-lg px-3 text-base font-semibold ${bid.mode === mode ? "bg-white shadow ring-1 ring-stone-300" : "text-stone-600"}`}
            >
              {t(mode === "cards" ? "modeCards" : "modeNumber")}
            </button>
          ))}
        </div>
      </div>

      {bid.mode === "cards" ? (
        <div className="mt-2">
          <div className="flex items-center gap-2">
            <ol className="flex gap-2" aria-label={t("bidCardsOf", { name: player.name })}>
              {Array.from({ length: BID_CARDS }, (_, slot) => {
                const suit = bid.suits[slot];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
                  <li key={slot}>
                    {suit ? (
                      <button
                        type="button"
                        onClick={() => onChange({ ...bid, suits: bid.suits.filter((_, i) => i !== slot) })}
                        aria-label={t("removeCard", { suit: tc(`suit.${suit}`) })}
                        className="relative flex h-14 w-11 items-center justify-center rounded-lg bg-white text-3xl shadow-sm ring-2 ring-stone-400"
                      >
                        <SuitSymbol suit={suit} />
                        {/* Tapping a turned-over card takes it back. */}
                        <span
                          aria-hidden
                          className="absolute -right-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full bg-stone-500 text-xs font-bold text-white"
                        >
                          ✕
                        </span>
                      </button>
                    ) : (
                      <span
                        aria-hidden
                        className="flex h-14 w-11 items-center justify-center rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 text-2xl text-stone-500"
                      >
                        ?
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
            <p className="min-w-0 flex-1 text-right" aria-live="polite" data-testid="bid-reading">
              {live.kind === "bid" ? (
                <span className="text-2xl font-extrabold text-felt-900">{t("encodes", { bid: live.bid })}</span>
              ) : live.kind === "incomplete" ? (
                <span className="text-stone-500">{t("cardsSoFar", { count: live.count, total: BID_CARDS })}</span>
              ) : (
                <span className="text-xl font-bold text-red-700">{t("noBid")}</span>
              )}
            </p>
          </div>
          {encoding === "sum" && bid.suits.length > 0 ? (
            <p className="tabular mt-1 text-stone-600" data-testid="bid-sum">
              {bid.suits.map((suit) => SUIT_BID_VALUE[suit]).join(" + ")}
              {live.kind === "bid" ? ` = ${live.bid}` : ""}
            </p>
          ) : null}
          {/* Once three cards are turned over the suit buttons step aside; tap a card to take it back. */}
          {bid.suits.length < BID_CARDS ? (
            <div role="group" aria-label={t("tapSuits", { name: player.name })} className="mt-2 grid grid-cols-4 gap-2">
              {BID_SUIT_ORDER.map((suit) => (
                <button
                  key={suit}
                  type="button"
                  onClick={() => onChange({ ...bid, suits: [...bid.suits, suit] })}
                  aria-label={t("suitButton", { suit: tc(`suit.${suit}`), value: SUIT_BID_VALUE[suit] })}
                  className="flex min-h-14 flex-col items-center justify-center rounded-xl bg-white ring-1 ring-stone-300 active:bg-stone-100"
                >
                  <SuitSymbol suit={suit} className="text-3xl leading-none" />
                  <span aria-hidden className="tabular text-xs font-semibold text-stone-500">
                    {SUIT_BID_VALUE[suit]}
                  </span>
                </button>
              ))}
            </div>
          ) : null}
          {live.kind === "invalid" ? (
            <p className="mt-1 flex gap-1 text-base font-medium text-red-700" role="alert">
              <span aria-hidden>⚠</span>
              {live.violations.map(text).join(" ")}
            </p>
          ) : null}
        </div>
      ) : (
        <div
          role="radiogroup"
          aria-label={t("bidOf", { name: player.name })}
          className={`mt-2 grid gap-2 ${max > 3 ? "grid-cols-5" : "grid-cols-4"}`}
        >
          {Array.from({ length: max + 1 }, (_, value) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
              key={value}
              type="button"
              role="radio"
              aria-checked={bid.value === value}
              onClick={() => onChange({ ...bid, value })}
              className={`tabular flex min-h-12 flex-col items-center justify-center rounded-xl text-xl font-bold ring-2 ${bid.value === value ? "bg-felt-700 text-white ring-felt-800" : "bg-white ring-stone-300"}`}
            >
              {value}
              {/* With one-suit bid cards, the suit a player turns over is the bid: shown on its number. */}
              {encoding === "suit" && BID_SUIT_ORDER[value] ? (
                <span className={`rounded px-1 text-base leading-tight ${bid.value === value ? "bg-white" : ""}`}>
                  <SuitSymbol suit={BID_SUIT_ORDER[value]} />
                </span>
              ) : null}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
