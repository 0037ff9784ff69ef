"use client";
import { useTranslations } from "next-intl";
import type { RefereeState } from "@/lib/games/running-total/types";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { TrophyIcon } from "../ui/icons";
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

/** The hand is over: what the scoreboard will get, and the button that sends it there. */
export function HandOver({ game, state, names, editable, pending, errors, onSend }: Props) {
  const t = useTranslations("runningTotal");
  const tg = useTranslations(`${game}.referee`);
  const name = (id: string) => names[id] ?? "?";
  const winner = state.seats.find((id) => !state.eliminated.includes(id));
  const buster = name(state.eliminated[0] ?? "");
  return (
    <section
      aria-labelledby="hand-over-title"
      className="space-y-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-2 ring-felt-600"
      data-testid="hand-over"
    >
      {game === "ninety-eight" ? (
        <>
          <TrophyIcon className="mx-auto size-12 text-amber-500" />
          <h2 id="hand-over-title" className="text-3xl font-extrabold text-felt-900">
            {tg("roundWinner", { name: winner ? name(winner) : "?" })}
          </h2>
          <p className="text-lg text-stone-700">{tg("order", { names: state.eliminated.map(name).join(", ") })}</p>
        </>
      ) : (
        <>
          <h2 id="hand-over-title" className="text-3xl font-extrabold text-red-800">
            {tg("busted", { name: buster })}
          </h2>
          <p className="text-lg text-stone-700">{tg("handOverHelp", { name: buster })}</p>
        </>
      )}
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
