"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { parseCard, type Suit } from "@/lib/games/cards";
import { checkPlay } from "@/lib/games/nines/referee";
import { seatsInRound } from "@/lib/games/referee/seats";
import { CardFace } from "../cards/card-face";
import type { RefereeProps } from "../games/types";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { useViolationText } from "../use-violation-text";
import { CardPicker } from "./card-picker";
import { PlayVerdict } from "./play-verdict";
import { SuitButtons } from "./suit-buttons";

/**
 * The Nines referee: may this card go on that one? (9 wild with a named suit; variants in force.) A helper for the
 * table only: nothing here is saved, and the scoreboard's dealer and starter come from the rounds entered.
 */
export function NinesPlayCheck({ session }: RefereeProps) {
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
          <SuitButtons legend={t("declaredSuit")} value={declared} onChange={setDeclared} />
        ) : null}
      </Panel>
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
      />
    </div>
  );
}
