"use client";
import { useTranslations } from "next-intl";
import type { RefereeState } from "@/lib/games/running-total/types";
import { Name } from "../ui/name";

interface Props {
  state: RefereeState;
  names: Record<string, string>;
  /** Hands the turn to another player when the table played out of the tracked order. */
  onGiveTurn: (id: string) => void;
}

/** The players of this hand in seat order (clockwise); whose turn it is stands out, those out are struck. */
export function TableSeats({ state, names, onGiveTurn }: Props) {
  const t = useTranslations("runningTotal");
  const over = state.turn === null;
  return (
    <div role="group" aria-label={t("seats")} className="flex flex-wrap gap-2" data-testid="seats">
      {state.seats.map((id) => {
        const turn = state.turn === id;
        const out = state.eliminated.includes(id);
        return (
          <button
            key={id}
            type="button"
            disabled={out || over}
            aria-current={turn ? "true" : undefined}
            onClick={() => onGiveTurn(id)}
            data-testid={`seat-${names[id]}`}
            className={`min-h-14 max-w-full flex-[1_1_6.25rem] rounded-xl px-3 py-1 text-center ring-2 ${
              turn
                ? "bg-felt-700 text-white ring-felt-900 shadow-md"
                : out
                  ? "bg-stone-200 text-stone-500 ring-stone-200"
                  : "bg-white text-stone-900 ring-stone-300"
            }`}
          >
            <span className={`block wrap-break-word text-lg font-bold ${out ? "line-through" : ""}`}>
              <Name>{names[id]}</Name>
            </span>{" "}
            <span
              className={`block text-xs font-semibold uppercase tracking-wide ${turn ? "text-felt-100" : "text-stone-500"}`}
            >
              {turn ? t("toPlayTag") : out ? t("outTag") : "\u00a0"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
