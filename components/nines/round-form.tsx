"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { NinesEntry } from "@/lib/games/nines/options";
import { rememberedModes, rememberMode } from "@/lib/recent/entry-modes";
import type { PlayerView } from "@/lib/sessions/types";
import { SaveBar } from "../rounds/save-bar";
import { useRoundSave } from "../rounds/use-round-save";
import { FieldError } from "../ui/field-error";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { messagesFor, useViolationText } from "../use-violation-text";
import { HandInput } from "./hand-input";
import { emptyHand, type HandState, handFromEntry, handToEntry } from "./hand-state";
import { LastCardInput } from "./last-card-input";

export interface NinesRoundFormProps {
  sessionId: string;
  number: number;
  isEdit: boolean;
  players: PlayerView[];
  options: { hardNines: boolean; doubleDeck: boolean; noNineFinish: boolean };
  initial?: NinesEntry;
}

export function NinesRoundForm({ sessionId, number, isEdit, players, options, initial }: NinesRoundFormProps) {
  const t = useTranslations("nines");
  const text = useViolationText("nines");
  const { violations, message, clash, save, refuse } = useRoundSave(sessionId, number, isEdit);
  const [winner, setWinner] = useState<string | null>(initial?.winner ?? null);
  const [hands, setHands] = useState<Record<string, HandState>>(() =>
    Object.fromEntries(players.map((p) => [p.id, initial ? handFromEntry(initial.hands[p.id]) : emptyHand()])),
  );
  const [openHand, setOpenHand] = useState<string | null>(null);
  const [lastCard, setLastCard] = useState<string | null>(initial?.lastCard ?? null);
  const [focusHand, setFocusHand] = useState<string | null>(null);
  const copies = options.doubleDeck ? 2 : 1;
  // A new round opens each hand the way that player's was entered last time (cards or a typed total).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after mounting (the server cannot see the browser's memory).
  useEffect(() => {
    if (initial) return;
    const modes = rememberedModes(sessionId);
    setHands((all) =>
      Object.fromEntries(
        Object.entries(all).map(([id, hand]) => [id, modes[id] === "total" ? { ...hand, mode: "total" } : hand]),
      ),
    );
  }, []);

  /** Whether `code` may still go into `owner`'s hand: other hands and the last card hold fewer than the decks have. */
  const availableFor = (owner: string | "lastCard") => (code: string) => {
    let used = owner !== "lastCard" && lastCard === code ? 1 : 0;
    for (const [id, hand] of Object.entries(hands)) {
      if (id !== owner && id !== winner && hand.mode === "cards") used += hand.cards.filter((c) => c === code).length;
    }
    return used < copies;
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!winner) {
      refuse([{ code: "choose_winner", message: "Tap who went out.", field: "winner" }]);
      return;
    }
    const entryHands: Record<string, string[] | number> = {};
    for (const player of players) {
      const hand = hands[player.id];
      const value = player.id === winner || !hand ? undefined : handToEntry(hand);
      if (value !== undefined) entryHands[player.id] = value;
    }
    const entry = { winner, hands: entryHands, ...(options.noNineFinish && lastCard ? { lastCard } : {}) };
    save(entry);
  }

  const general = messagesFor(violations, undefined, text);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Panel title={t("whoWentOut")}>
        <div
          role="radiogroup"
          aria-label={t("whoWentOut")}
          aria-describedby="winner-error"
          data-testid="who-went-out"
          // Two names a row; one at large text (a button under 9rem would cut a long name mid-word), with less padding
          // and a size smaller when the group is narrower than 16rem.
          className="@container grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2"
        >
          {players.map((player) => (
            <button
              key={player.id}
              type="button"
              role="radio"
              aria-checked={winner === player.id}
              onClick={() => {
                setWinner(player.id);
                const first = players.find((p) => p.id !== player.id)?.id ?? null;
                if (!initial) setOpenHand(first);
                if (!initial) setFocusHand(first);
              }}
              className={`min-h-14 wrap-anywhere rounded-xl px-2 text-lg font-bold ring-2 @max-3xs:px-[8px] @max-3xs:text-base ${winner === player.id ? "bg-felt-700 text-white ring-felt-800" : "bg-white ring-stone-300"}`}
            >
              {winner === player.id ? "★ " : ""}
              <Name>{player.name}</Name>
            </button>
          ))}
        </div>
        {/* "Tap who went out." is answered by the tap: it goes as soon as a winner is picked. */}
        <FieldError id="winner-error" messages={winner ? [] : messagesFor(violations, "winner", text)} />
      </Panel>

      {winner
        ? players
            .filter((p) => p.id !== winner)
            .map((player) => (
              <HandInput
                key={player.id}
                player={player}
                hand={hands[player.id] ?? emptyHand()}
                hardNines={options.hardNines}
                available={availableFor(player.id)}
                errors={messagesFor(violations, `hands.${player.id}`, text)}
                onChange={(hand) => {
                  if (hand.mode !== hands[player.id]?.mode) rememberMode(sessionId, player.id, hand.mode);
                  setHands((all) => ({ ...all, [player.id]: hand }));
                }}
                focusTotal={focusHand === player.id}
                open={openHand === player.id}
                onOpen={(open) => setOpenHand(open ? player.id : null)}
              />
            ))
        : null}

      {winner && options.noNineFinish ? (
        <LastCardInput
          value={lastCard}
          available={availableFor("lastCard")}
          errors={messagesFor(violations, "lastCard", text)}
          onChange={setLastCard}
        />
      ) : null}

      <SaveBar
        sessionId={sessionId}
        number={number}
        isEdit={isEdit}
        clash={clash}
        errors={message ? [message, ...general] : general}
      />
    </form>
  );
}
