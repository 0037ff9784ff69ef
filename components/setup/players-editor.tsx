"use client";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useRef } from "react";
import type { Violation } from "@/lib/games/types";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { messagesFor, useViolationText } from "../use-violation-text";

interface Props {
  players: string[];
  min: number;
  max: number;
  firstDealer: number;
  violations: Violation[];
  onChange: (players: string[], firstDealer: number) => void;
}

/** Player names in seat order (clockwise), with who deals first. */
export function PlayersEditor({ players, min, max, firstDealer, violations, onChange }: Props) {
  const t = useTranslations("setup");
  const text = useViolationText();
  // The seat "+ Add player" just made: its field takes the focus once it is on the page.
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null || added.current >= players.length) return;
    document.getElementById(`player-${added.current}`)?.focus();
    added.current = null;
  }, [players.length]);
  const addSeat = () => {
    added.current = players.length;
    onChange([...players, ""], firstDealer);
  };

  const rename = (seat: number, name: string) =>
    onChange(
      players.map((p, i) => (i === seat ? name : p)),
      firstDealer,
    );
  const remove = (seat: number) => {
    const dealer = firstDealer === seat ? 0 : firstDealer > seat ? firstDealer - 1 : firstDealer;
    onChange(
      players.filter((_, i) => i !== seat),
      dealer,
    );
  };
  const move = (seat: number, by: -1 | 1) => {
    const other = seat + by;
    const next = [...players];
    [next[seat], next[other]] = [next[other]!, next[seat]!];
    const dealer = firstDealer === seat ? other : firstDealer === other ? seat : firstDealer;
    onChange(next, dealer);
  };

  return (
    <Panel title={t("players")}>
      <p className="mb-3 text-stone-600">
        {min === max ? t("playersHelpExact", { count: min }) : t("playersHelp", { min, max })}
      </p>
      <ol className="space-y-3">
        {players.map((name, seat) => {
          const errors = messagesFor(violations, `players.${seat}`, text);
          const inputId = `player-${seat}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
            <li key={seat} className="rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={inputId} className="w-7 shrink-0 text-center text-lg font-bold text-stone-500">
                  <span className="sr-only">{t("playerLabel", { seat: seat + 1 })}</span>
                  <span aria-hidden>{seat + 1}</span>
                </label>
                <input
                  id={inputId}
                  value={name}
                  onChange={(event) => rename(seat, event.target.value)}
                  onKeyDown={(event) => enterMoves(event, seat, players, min)}
                  enterKeyHint={seat < players.length - 1 ? "next" : "go"}
                  placeholder={t("namePlaceholder")}
                  autoComplete="off"
                  maxLength={40}
                  aria-invalid={errors.length > 0}
                  aria-describedby={`${inputId}-error`}
                  className="min-h-12 min-w-0 flex-[1_1_10rem] rounded-lg bg-white px-3 text-lg ring-1 ring-stone-300 focus:outline-3 focus:outline-amber-500"
                />
                {/* At large text sizes the buttons go under the name rather than off the screen. */}
                <div className="ml-auto flex shrink-0">
                  <button
                    type="button"
                    onClick={() => move(seat, -1)}
                    disabled={seat === 0}
                    aria-label={t("moveUp", { seat: seat + 1 })}
                    className="min-h-12 min-w-11 rounded-lg text-xl disabled:opacity-30"
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    onClick={() => move(seat, 1)}
                    disabled={seat === players.length - 1}
                    aria-label={t("moveDown", { seat: seat + 1 })}
                    className="min-h-12 min-w-11 rounded-lg text-xl disabled:opacity-30"
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(seat)}
                    disabled={players.length <= min}
                    aria-label={t("remove", { seat: seat + 1 })}
                    className="min-h-12 min-w-11 rounded-lg text-xl text-red-700 disabled:opacity-30"
                  >
                    ✕
                  </button>
                </div>
              </div>
              <label className="mt-1 flex min-h-11 items-center gap-2 pl-9 text-base text-stone-700">
                <input
                  type="radio"
                  name="firstDealer"
                  checked={firstDealer === seat}
                  onChange={() => onChange(players, seat)}
                  className="size-5 accent-felt-700"
                />
                {t("dealsFirst")}
              </label>
              <FieldError id={`${inputId}-error`} messages={errors} />
            </li>
          );
        })}
      </ol>
      {players.length < max ? (
        <Button variant="secondary" onClick={addSeat} className="mt-3 w-full">
          <span aria-hidden>+</span> {t("addPlayer")}
        </Button>
      ) : null}
      <FieldError id="firstDealer-error" messages={messagesFor(violations, "firstDealer", text)} />
    </Panel>
  );
}

/**
 * Enter in a name goes on to the next name (a phone's "next" key), never adding a seat nor starting with names still
 * to type; Enter in the last name starts the game once enough names are in, else goes to the first empty one.
 */
function enterMoves(event: KeyboardEvent<HTMLInputElement>, seat: number, players: string[], min: number) {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (seat < players.length - 1) {
    document.getElementById(`player-${seat + 1}`)?.focus();
    return;
  }
  const named = players.filter((name) => name.trim() !== "").length;
  const emptyBefore = players.findIndex((name, i) => i < seat && name.trim() === "");
  if (emptyBefore >= 0) document.getElementById(`player-${emptyBefore}`)?.focus();
  else if (named >= min) event.currentTarget.form?.requestSubmit();
}
