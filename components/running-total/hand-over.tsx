"use client";
import { useTranslations } from "next-intl";
import type { RefereeState } from "@/lib/games/running-total/types";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import type { RunningTotalGame } from "./types";

interface Props {
  game: RunningTotalGame;
  state: RefereeState;
  names: Record<string, string>;
  editable: boolean;
  pending: boolean;
  errors: string[];
  onSend: () => void;
}

/** The hand is over: what the scoreboard will get (the game says it), and the button that sends it there. */
export function HandOver({ game, state, names, editable, pending, errors, onSend }: Props) {
  const t = useTranslations("runningTotal");
  return (
    <section
      aria-labelledby="hand-over-title"
      className="space-y-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-2 ring-felt-600"
      data-testid="hand-over"
    >
      <game.HandOutcome state={state} names={names} titleId="hand-over-title" />
      {editable ? (
        <Button onClick={onSend} disabled={pending} className="w-full text-xl">
          {pending ? t("sending") : t("send")}
        </Button>
      ) : (
        <p className="rounded-xl bg-stone-100 p-3 text-stone-700">{t("viewOnly")}</p>
      )}
      <FieldError id="send-error" messages={errors} />
    </section>
  );
}
