"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { NinetyEightEntry } from "@/lib/games/ninety-eight/options";
import type { NextRound } from "@/lib/games/types";
import { formatNames } from "@/lib/i18n/format-names";
import type { PlayerView } from "@/lib/sessions/types";
import { SaveBar } from "../rounds/save-bar";
import { useRoundSave } from "../rounds/use-round-save";
import { SeatTags } from "../running-total/seat-tags";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { CrownIcon } from "../ui/icons";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { messagesFor, useViolationText } from "../use-violation-text";

export interface NinetyEightRoundFormProps {
  sessionId: string;
  number: number;
  isEdit: boolean;
  /** The players still in the game, who took part in this round, in seat order. */
  players: PlayerView[];
  seats: NextRound | null;
  /** Team Ninety-Eight: the teams of two (partners leave a round together); null when everyone plays alone. */
  teams: string[][] | null;
  initial?: NinetyEightEntry;
}

/**
 * Tap the players in the order they were eliminated; the last one left wins the round. With teams, tap the
 * player who got stuck: the partner is shown out with them, and the last team left wins.
 */
export function NinetyEightRoundForm({
  sessionId,
  number,
  isEdit,
  players,
  seats,
  teams,
  initial,
}: NinetyEightRoundFormProps) {
  const locale = useLocale();
  const t = useTranslations("ninety-eight.round");
  const unknown = useTranslations("app")("unknownPlayer");
  const text = useViolationText("ninety-eight");
  const { violations, message, clash, save, clear } = useRoundSave(sessionId, number, isEdit);
  const ids = players.map((p) => p.id);
  const [order, setOrder] = useState<string[]>(() => (initial?.eliminated ?? []).filter((id) => ids.includes(id)));
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? unknown;
  const teamOf = (id: string) => teams?.findIndex((team) => team.includes(id)) ?? -1;
  const partnerOf = (id: string) => teams?.[teamOf(id)]?.find((other) => other !== id) ?? null;
  // A partner of a tapped player leaves the round with them.
  const outWith = (id: string) => order.find((tapped) => partnerOf(tapped) === id) ?? null;
  const left = players.filter((p) => !order.includes(p.id) && outWith(p.id) === null);
  const sidesLeft = new Set(left.map((p) => (teams ? teamOf(p.id) : p.id))).size;
  const winners = sidesLeft === 1 ? left : [];
  const winner = winners[0] ?? null;

  const change = (next: string[]) => {
    setOrder(next);
    clear();
  };
  // Tapping an eliminated player again takes them (only them) back off the list.
  const tap = (id: string) => change(order.includes(id) ? order.filter((x) => x !== id) : [...order, id]);
  const winnerText = () =>
    winners.length > 1
      ? t("teamWinner", {
          names: formatNames(
            winners.map((p) => p.name),
            locale,
          ),
        })
      : t("winner", { name: winner?.name ?? unknown });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save({ eliminated: order });
  }

  const tagsOf = (id: string) => [
    ...(teams ? [t("team", { team: teamOf(id) + 1 })] : []),
    ...(seats?.dealer === id ? [t("deals")] : []),
    ...(seats?.starter === id ? [t("starts")] : []),
  ];
  const general = messagesFor(violations, undefined, text);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Panel title={t("title")}>
        <p className="-mt-1 mb-3 text-stone-600">{teams ? t("teamHelp") : t("help")}</p>
        {/* A name button is at least 8rem and never narrower than its longest word, so a long name stays whole: the
            row wraps instead (e2e/a11y.spec.ts checks it at 100 % and 200 %). */}
        <div role="group" aria-label={t("title")} aria-describedby="eliminated-error" className="flex flex-wrap gap-2">
          {players.map((player) => {
            const place = order.indexOf(player.id);
            const isWinner = winners.some((p) => p.id === player.id);
            const partnerOut = outWith(player.id);
            return (
              <button
                key={player.id}
                type="button"
                aria-pressed={place >= 0}
                onClick={() => tap(player.id)}
                disabled={isWinner || partnerOut !== null}
                className={`relative min-h-16 max-w-full flex-[1_1_8rem] rounded-xl px-3 py-2 text-[length:min(1.125rem,6.5vw)] leading-normal font-bold wrap-break-word ring-2 ${
                  place >= 0
                    ? "bg-red-50 text-red-900 ring-red-400"
                    : partnerOut !== null
                      ? "bg-red-50/60 text-red-900/70 ring-red-200"
                      : isWinner
                        ? "bg-amber-50 ring-amber-400"
                        : "bg-white ring-stone-300"
                }`}
              >
                {place >= 0 ? (
                  <span
                    aria-hidden
                    className="tabular absolute left-2 top-2 flex size-7 items-center justify-center rounded-full bg-red-700 text-base text-white"
                  >
                    {place + 1}
                  </span>
                ) : null}
                {isWinner ? <CrownIcon className="mr-1 inline size-5 align-[-2px] text-amber-500" /> : null}
                <span className={place >= 0 || partnerOut !== null ? "line-through decoration-2" : ""}>
                  <Name>{player.name}</Name>
                </span>
                <SeatTags
                  tags={[...tagsOf(player.id), ...(partnerOut ? [t("withPartner", { name: name(partnerOut) })] : [])]}
                />
              </button>
            );
          })}
        </div>
        <FieldError id="eliminated-error" messages={messagesFor(violations, "eliminated", text)} />
      </Panel>

      <Panel title={t("orderTitle")}>
        {order.length === 0 ? <p className="text-stone-600">{t("noneYet")}</p> : null}
        <ol className="space-y-2" data-testid="elimination-order">
          {order.map((id, index) => (
            <li key={id} className="rounded-xl bg-stone-50 px-3 py-2">
              <span className="flex items-center gap-3 text-lg">
                <span className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white">
                  {index + 1}
                </span>
                <span className="font-semibold">
                  <Name>{name(id)}</Name>
                </span>
                {partnerOf(id) ? (
                  <span className="text-stone-600">{t("withPartner", { name: name(partnerOf(id)!) })}</span>
                ) : null}
              </span>
              <FieldError
                id={`eliminated-${index}-error`}
                messages={messagesFor(violations, `eliminated.${index}`, text)}
              />
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xl font-bold text-felt-800" aria-live="polite" data-testid="round-winner">
          {winner ? winnerText() : left.length === 0 ? t("nobodyLeft") : t("moreToTap", { count: sidesLeft - 1 })}
        </p>
        <Button
          variant="secondary"
          onClick={() => change(order.slice(0, -1))}
          disabled={order.length === 0}
          className="mt-3 w-full"
        >
          <span aria-hidden>↶</span> {t("undoTap")}
        </Button>
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
