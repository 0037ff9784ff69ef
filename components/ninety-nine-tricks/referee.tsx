"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { displayCard, parseCard, type Suit } from "@/lib/games/cards";
import type { Trump } from "@/lib/games/ninety-nine-tricks/options";
import {
  nextTrickLeader,
  playOrder,
  TRICK_SIZE,
  trickStanding,
  trickWinner,
} from "@/lib/games/ninety-nine-tricks/referee";
import { CardFace } from "../cards/card-face";
import type { RefereeProps } from "../games/types";
import { useRefereeSession } from "../live/live-referee";
import { CardPicker } from "../nines/card-picker";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { useReveal } from "../ui/use-reveal";
import { useViolationText } from "../use-violation-text";
import { FollowCheck } from "./follow-check";
import { TrumpPicker } from "./trump-picker";

/** Settles a trick at the table: who takes it (highest trump, else highest of the led suit; A high), and follow-suit. */
export function TricksReferee({ session: rendered }: RefereeProps) {
  const session = useRefereeSession(rendered);
  const t = useTranslations("ninety-nine-tricks.referee");
  const tc = useTranslations("cards");
  const unknown = useTranslations("app")("unknownPlayer");
  const locale = useLocale();
  const text = useViolationText("ninety-nine-tricks");
  const seated = [...session.players].sort((a, b) => a.seat - b.seat);
  const [trump, setTrump] = useState<Trump | null>(null);
  const [leader, setLeader] = useState(session.next?.starter ?? seated[0]?.id ?? "");
  const [trick, setTrick] = useState<(string | null)[]>(() => Array(TRICK_SIZE).fill(null));
  /** The slot the card picker fills; null once the trick is complete (tap a card to change it). */
  const [active, setActive] = useState<number | null>(0);
  /** Counts the tricks settled here, so the follow check starts afresh with each one. */
  const [trickCount, setTrickCount] = useState(0);

  // Play goes clockwise from whoever led (the engine's order, which the API answers with too).
  const order = playOrder(seated, seated.find((p) => p.id === leader) ?? seated[0]!);
  const played = trick.filter((code): code is string => code !== null);
  const complete = trick.every((code) => code !== null);
  // The cards played so far, in order: a trick can be judged while it is still going round.
  const firstEmpty = trick.indexOf(null);
  const sofar = trick.slice(0, firstEmpty === -1 ? TRICK_SIZE : firstEmpty) as string[];
  const result = sofar.length > 0 ? trickWinner(sofar, trump) : null;
  const ledSuit: Suit | null = trick[0] ? (parseCard(trick[0])?.suit ?? null) : null;
  // Whoever took a finished trick leads the next; an unfinished one starts over with the same leader.
  const next = complete ? nextTrickLeader(order, sofar, trump) : null;
  const nextLeader = next?.ok ? next.leader : null;
  // Who takes the trick shows below the card picker: scrolled into sight with each card played.
  const resultRef = useReveal<HTMLDivElement>(result ? sofar.join(" ") : null);

  const newTrick = () => {
    if (nextLeader) setLeader(nextLeader.id);
    setTrick(Array(TRICK_SIZE).fill(null));
    setActive(0);
    setTrickCount((count) => count + 1);
  };

  const pick = (code: string) => {
    if (active === null) return;
    const next = [...trick];
    next[active] = next[active] === code ? null : code;
    setTrick(next);
    // Tapping the slot's own card again takes it back; otherwise go on to the next empty slot, or close the picker.
    if (next[active] !== null) {
      const nextEmpty = next.indexOf(null);
      setActive(nextEmpty === -1 ? null : nextEmpty);
    }
  };

  return (
    <div className="space-y-4">
      <Panel title={t("trickTitle")}>
        <h3 className="mb-2 font-semibold text-stone-700">{t("trump")}</h3>
        <TrumpPicker value={trump} label={t("trump")} onChange={setTrump} />
        <p className="mt-1 text-sm text-stone-600">{t("trumpHelp")}</p>

        <h3 className="mb-2 mt-4 font-semibold text-stone-700">{t("whoLed")}</h3>
        {/* Each button at least as wide as its name (break-word, unlike the page's anywhere, keeps a word whole in
            the layout's sizes): a long name takes a wider button, or a line of its own. */}
        <div role="radiogroup" aria-label={t("whoLed")} className="@container flex flex-wrap gap-2">
          {seated.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={leader === p.id}
              onClick={() => setLeader(p.id)}
              className={`min-h-12 max-w-full flex-[1_1_6rem] rounded-xl px-2 text-lg font-bold wrap-break-word ring-2 @max-xs:px-[6px] @max-xs:text-base ${leader === p.id ? "bg-felt-700 text-white ring-felt-800" : "bg-white ring-stone-300"}`}
            >
              {p.name}
            </button>
          ))}
        </div>

        <h3 className="mb-2 mt-4 font-semibold text-stone-700">{t("cardsPlayed")}</h3>
        <div className="flex flex-wrap gap-2">
          {order.map((player, slot) => {
            const code = trick[slot];
            const card = code ? parseCard(code) : null;
            const winner = result?.ok === true && complete && result.winner === slot;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
                key={slot}
                type="button"
                aria-pressed={active === slot}
                onClick={() => setActive(active === slot && complete ? null : slot)}
                data-testid={`slot-${slot}`}
                className={`flex min-h-24 max-w-full flex-[1_1_6rem] flex-col items-center justify-center gap-1 rounded-xl p-1 ring-2 ${active === slot ? "bg-amber-50 ring-amber-500" : winner ? "bg-felt-50 ring-felt-600" : "bg-white ring-stone-300"}`}
              >
                <span className="max-w-full wrap-break-word text-sm font-semibold text-stone-700">
                  <Name>{player.name}</Name>
                </span>
                {/* Named by what it shows ("Ann, king of hearts, led"): the card in words for a screen reader. */}
                <span className="text-3xl">
                  {card ? (
                    <>
                      <span aria-hidden>
                        <CardFace card={card} locale={locale} />
                      </span>
                      <span className="sr-only">
                        {tc("name", { rank: tc(`rank.${card.rank}`), suit: tc(`suit.${card.suit}`) })}
                      </span>
                    </>
                  ) : (
                    <span className="text-stone-500">?</span>
                  )}
                </span>
                <span className={`text-xs ${winner ? "font-bold text-felt-700" : "text-stone-500"}`}>
                  {winner ? `✓ ${t("takesLabel")}` : slot === 0 ? t("led") : `${slot + 1}.`}
                </span>
              </button>
            );
          })}
        </div>
        {active !== null ? (
          <CardPicker
            selected={trick[active] ? [trick[active]!] : []}
            available={(code) => !trick.some((c, i) => c === code && i !== active)}
            onToggle={pick}
            label={t("pickFor", { name: order[active]?.name ?? "" })}
          />
        ) : null}
        <div
          ref={resultRef}
          aria-live="polite"
          data-testid="trick-result"
          className="mt-3 rounded-xl bg-stone-50 p-3 text-lg"
        >
          {!result ? (
            <span className="text-stone-600">{t("pickLed")}</span>
          ) : !result.ok ? (
            <span className="font-semibold text-red-700">{result.violations.map(text).join(" ")}</span>
          ) : (
            <span className="font-bold text-felt-900">
              {t(trickStanding(complete, result.trumped), {
                name: order[result.winner]?.name ?? unknown,
                card: displayCard(result.card, locale),
              })}
            </span>
          )}
        </div>
        {played.length > 0 ? (
          <button
            type="button"
            onClick={newTrick}
            data-testid="new-trick"
            className="mt-2 min-h-11 font-semibold text-felt-700"
          >
            {nextLeader ? `→ ${t("nextTrick", { name: nextLeader.name })}` : `↺ ${t("newTrick")}`}
          </button>
        ) : null}
      </Panel>

      <FollowCheck key={trickCount} ledSuit={ledSuit} ledCard={trick[0] ?? null} text={text} />
    </div>
  );
}
