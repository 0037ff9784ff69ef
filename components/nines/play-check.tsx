"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { parseCard, type Suit } from "@/lib/games/cards";
import { checkPlay } from "@/lib/games/nines/referee";
import { seatsInRound } from "@/lib/games/referee/seats";
import { CardFace } from "../cards/card-face";
import type { RefereeProps } from "../games/types";
import { useRefereeSession } from "../live/live-referee";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { useViolationText } from "../use-violation-text";
import { CardPicker } from "./card-picker";
import { PlayVerdict } from "./play-verdict";
import { SuitButtons } from "./suit-buttons";

/**
 * The Nines referee: may this card go on that one? (9 wild with a named suit; variants in force.) A helper for the
 * table only: nothing here is saved, and the scoreboard's dealer and starter come from the rounds entered.
 * Plays chain: "Played, next" lays the checked card on the pile as the new top card and hands the turn to whoever the
 * check named next, in the direction it left (docs/rules/nines.md, "The play check").
 */
export function NinesPlayCheck({ session: rendered }: RefereeProps) {
  const session = useRefereeSession(rendered);
  const t = useTranslations("nines.referee");
  const locale = useLocale();
  const text = useViolationText("nines");
  const [top, setTop] = useState<string | null>(null);
  const [declared, setDeclared] = useState<Suit | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [pairSuit, setPairSuit] = useState<Suit | null>(null);
  const [lastCard, setLastCard] = useState(false);
  const [player, setPlayer] = useState<string | null>(null);
  const [counterClockwise, setCounterClockwise] = useState(false);
  // Bumped by each chained play, so the page shows the next question (the suit named with a 9, else the next card).
  const [plays, setPlays] = useState(0);
  const cardPanel = useRef<HTMLDivElement>(null);
  // After the page has settled (a 9's suit buttons gone from above), so the scroll lands where it aims.
  const [askCard, setAskCard] = useState(0);
  useEffect(() => {
    if (askCard > 0) revealStart(cardPanel.current);
  }, [askCard]);
  const on = (name: string) => session.options[name] === true;
  const options = {
    noNineFinish: on("noNineFinish"),
    specialCards: on("specialCards"),
    doubleDeck: on("doubleDeck"),
    stackingNines: on("stackingNines"),
    drawUntilPlayable: on("drawUntilPlayable"),
  };
  // Seats in the round, clockwise (only the tied players in a tie-break; everyone once the game is over).
  const seats = seatsInRound(session.players, session.participants).map(
    (id) => session.players.find((p) => p.id === id)!,
  );
  const nameOf = (id: string) => session.players.find((p) => p.id === id)?.name ?? id;
  const topCard = top ? parseCard(top) : null;
  const pairOffered = options.doubleDeck && card !== null && parseCard(card)?.rank === "9";
  const pair = pairOffered && pairSuit ? `9${pairSuit}` : undefined;
  const check =
    top && card
      ? checkPlay(
          {
            top,
            card,
            lastCard,
            ...(declared ? { declaredSuit: declared } : {}),
            ...(pair ? { pair } : {}),
            ...(player ? { turn: { seats: seats.map((p) => p.id), player, counterClockwise } } : {}),
          },
          options,
        )
      : null;
  const pickOne = (set: (code: string | null) => void, current: string | null) => (code: string) =>
    set(code === current ? null : code);
  // The play happened: its card (the pair's second 9) tops the pile, its suit is asked for when it is a 9, and the
  // player the check named moves next in the direction it left. A last card ends the round: nothing follows it.
  const playIt =
    check?.legal && !lastCard && card
      ? () => {
          setTop(pair ?? card);
          setDeclared(null);
          setCard(null);
          setPairSuit(null);
          if (check.turn) {
            setPlayer(check.turn.next);
            setCounterClockwise(check.turn.counterClockwise);
          }
          setPlays((n) => n + 1);
          // A 9 asks for its suit: the suit buttons show themselves (SuitButtons `reveal`). Else the next card is asked.
          if (parseCard(pair ?? card)?.rank !== "9") setAskCard((n) => n + 1);
        }
      : null;
  // While a 9 on top waits for its suit, the suit buttons are the question: the verdict does not scroll them away.
  const askingSuit = topCard?.rank === "9" && declared === null;

  return (
    <div className="space-y-4">
      <Panel title={t("topCard")}>
        <CardPicker
          selected={top ? [top] : []}
          available={() => true}
          onToggle={pickOne((c) => {
            setTop(c);
            setDeclared(null);
          }, top)}
          label={t("topCard")}
        />
        {topCard?.rank === "9" ? (
          <SuitButtons
            key={`${top}-${plays}`}
            legend={t("declaredSuit")}
            value={declared}
            onChange={setDeclared}
            reveal
          />
        ) : null}
      </Panel>
      <div ref={cardPanel} className="scroll-mt-2">
        <Panel title={t("cardToPlay")}>
          <CardPicker
            selected={card ? [card] : []}
            available={() => true}
            onToggle={pickOne(setCard, card)}
            label={t("cardToPlay")}
          />
          {pairOffered ? <SuitButtons legend={t("pair")} value={pairSuit} onChange={setPairSuit} nine /> : null}
          <label className="mt-3 flex min-h-11 items-center gap-3 text-lg">
            <input
              type="checkbox"
              checked={lastCard}
              onChange={(e) => setLastCard(e.target.checked)}
              className="size-6 accent-felt-700"
            />
            {t("lastCard")}
          </label>
        </Panel>
      </div>
      <Panel title={t("whoPlays")}>
        <div
          role="radiogroup"
          aria-label={t("whoPlays")}
          // Two names a row; one at large text (a button under 9rem would cut a long name mid-word), with less padding
          // and a size smaller when the group is narrower than 16rem.
          className="@container grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2"
        >
          {seats.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={player === p.id}
              onClick={() => setPlayer(player === p.id ? null : p.id)}
              className={`min-h-12 wrap-anywhere rounded-xl px-2 text-lg font-bold ring-2 @max-3xs:px-[8px] @max-3xs:text-base ${player === p.id ? "bg-felt-700 text-white ring-felt-800" : "bg-white ring-stone-300"}`}
            >
              <Name>{p.name}</Name>
            </button>
          ))}
        </div>
        {options.specialCards ? (
          <label className="mt-3 flex min-h-11 items-center gap-3 text-lg">
            <input
              type="checkbox"
              checked={counterClockwise}
              onChange={(e) => setCounterClockwise(e.target.checked)}
              className="size-6 accent-felt-700"
            />
            {t("counterClockwise")}
          </label>
        ) : null}
      </Panel>
      <PlayVerdict
        check={check}
        card={
          card ? (
            // A white chip: a red or black card stays readable on the green or red verdict.
            <span className="inline-flex gap-1 rounded-lg bg-white px-2 ring-1 ring-stone-300">
              <CardFace card={parseCard(card)!} locale={locale} />
              {pair ? <CardFace card={parseCard(pair)!} locale={locale} /> : null}
            </span>
          ) : null
        }
        text={text}
        nameOf={nameOf}
        quiet={askingSuit}
        onPlayed={playIt}
      />
    </div>
  );
}

/** Scrolls a part of the page to the top of the screen (instantly when the phone asks for less motion). */
function revealStart(element: HTMLElement | null) {
  if (!element) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "start", behavior: reduce ? "instant" : "smooth" });
}
