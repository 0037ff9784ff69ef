"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { NinetyNineAddingEntry } from "@/lib/games/ninety-nine-adding/options";
import type { NextRound } from "@/lib/games/types";
import type { PlayerView } from "@/lib/sessions/types";
import { SaveBar } from "../rounds/save-bar";
import { useRoundSave } from "../rounds/use-round-save";
import { SeatTags } from "../running-total/seat-tags";
import { FieldError } from "../ui/field-error";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { messagesFor, useViolationText } from "../use-violation-text";

export interface AddingRoundFormProps {
  sessionId: string;
  number: number;
  isEdit: boolean;
  /** The players with tokens left, who were dealt into this hand, in seat order. */
  players: PlayerView[];
  seats: NextRound | null;
  initial?: NinetyNineAddingEntry;
}

/** Tap who busted: that player loses a token (and deals the next hand). */
export function AddingRoundForm({ sessionId, number, isEdit, players, seats, initial }: AddingRoundFormProps) {
  const t = useTranslations("ninety-nine-adding.round");
  const unknown = useTranslations("app")("unknownPlayer");
  const text = useViolationText("ninety-nine-adding");
  const { violations, message, clash, save, refuse, clear } = useRoundSave(sessionId, number, isEdit);
  const [buster, setBuster] = useState<string | null>(initial?.bust ?? null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!buster) {
      refuse([{ code: "choose_bust", message: "Tap who busted.", field: "bust" }]);
      return;
    }
    save({ bust: buster });
  }

  const tagsOf = (id: string) => [
    ...(seats?.dealer === id ? [t("deals")] : []),
    ...(seats?.starter === id ? [t("opens")] : []),
  ];
  const general = messagesFor(violations, undefined, text);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Panel title={t("title")}>
        <p className="-mt-1 mb-3 text-stone-600">{t("help")}</p>
        {/* A name button is at least 8rem and never narrower than its longest word, so a long name stays whole: the
            row wraps instead (e2e/a11y.spec.ts checks it at 100 % and 200 %). */}
        <div role="radiogroup" aria-label={t("title")} aria-describedby="bust-error" className="flex flex-wrap gap-2">
          {players.map((player) => {
            const chosen = buster === player.id;
            return (
              <button
                key={player.id}
                type="button"
                role="radio"
                aria-checked={chosen}
                onClick={() => {
                  setBuster(player.id);
                  clear();
                }}
                className={`min-h-16 max-w-full flex-[1_1_8rem] rounded-xl px-3 py-2 text-[length:min(1.125rem,6.5vw)] leading-normal font-bold wrap-break-word ring-2 ${chosen ? "bg-red-700 text-white ring-red-900" : "bg-white ring-stone-300"}`}
              >
                <Name>{player.name}</Name>
                <SeatTags tags={tagsOf(player.id)} inverted={chosen} />
              </button>
            );
          })}
        </div>
        <FieldError id="bust-error" messages={messagesFor(violations, "bust", text)} />
        <p className="mt-3 text-xl font-bold text-red-800" aria-live="polite" data-testid="bust-summary">
          {buster ? t("losesToken", { name: players.find((p) => p.id === buster)?.name ?? unknown }) : "\u00a0"}
        </p>
      </Panel>

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
