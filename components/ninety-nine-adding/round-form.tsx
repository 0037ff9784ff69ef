"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import type { NinetyNineAddingEntry } from "@/lib/games/ninety-nine-adding/options";
import type { NextRound, Violation } from "@/lib/games/types";
import { saveRoundAction } from "@/lib/sessions/actions";
import type { PlayerView } from "@/lib/sessions/types";
import { SeatTags } from "../running-total/seat-tags";
import { messagesFor, useActionErrorText, useViolationText } from "../use-violation-text";
import { Button, LinkButton } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";

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
  const text = useViolationText("ninety-nine-adding");
  const errorText = useActionErrorText();
  const [buster, setBuster] = useState<string | null>(initial?.bust ?? null);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!buster) {
      setViolations([{ code: "choose_bust", message: "Tap who busted.", field: "bust" }]);
      return;
    }
    startTransition(async () => {
      const result = await saveRoundAction(sessionId, number, isEdit, { bust: buster });
      setViolations(result.violations);
      setMessage(result.violations.length > 0 ? t("notSaved") : errorText(result));
    });
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
        <div role="radiogroup" aria-label={t("title")} aria-describedby="bust-error" className="grid grid-cols-2 gap-2">
          {players.map((player) => {
            const chosen = buster === player.id;
            return (
              <button
                key={player.id}
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={player.name}
                onClick={() => {
                  setBuster(player.id);
                  setViolations([]);
                  setMessage(null);
                }}
                className={`min-h-16 rounded-xl px-3 py-2 text-lg font-bold ring-2 ${chosen ? "bg-red-700 text-white ring-red-900" : "bg-white ring-stone-300"}`}
              >
                {player.name}
                <SeatTags tags={tagsOf(player.id)} inverted={chosen} />
              </button>
            );
          })}
        </div>
        <FieldError id="bust-error" messages={messagesFor(violations, "bust", text)} />
        <p className="mt-3 text-xl font-bold text-red-800" aria-live="polite" data-testid="bust-summary">
          {buster ? t("losesToken", { name: players.find((p) => p.id === buster)?.name ?? "?" }) : "\u00a0"}
        </p>
      </Panel>

      <div className="sticky bottom-0 -mx-3 space-y-2 bg-stone-100/95 px-3 pb-4 pt-2 backdrop-blur">
        <FieldError id="round-errors" messages={message ? [message, ...general] : general} />
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <LinkButton href={`/sessions/${sessionId}`} variant="secondary">{t("cancel")}</LinkButton>
          <Button type="submit" disabled={pending} className="text-xl">
            {pending ? t("saving") : isEdit ? t("saveEdit") : t("save", { round: number })}
          </Button>
        </div>
      </div>
    </form>
  );
}
