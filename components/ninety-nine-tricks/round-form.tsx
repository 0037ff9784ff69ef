"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { BidEncoding, NinetyNineTricksEntry } from "@/lib/games/ninety-nine-tricks/options";
import { TRICKS_PER_ROUND } from "@/lib/games/ninety-nine-tricks/state";
import { rememberedModes, rememberMode } from "@/lib/recent/entry-modes";
import type { PlayerView } from "@/lib/sessions/types";
import { SaveBar } from "../rounds/save-bar";
import { useRoundSave } from "../rounds/use-round-save";
import { FieldError } from "../ui/field-error";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { Pill } from "../ui/pill";
import { messagesFor, useViolationText } from "../use-violation-text";
import { BidInput } from "./bid-input";
import { PremiumInput } from "./premium-input";
import {
  initialRound,
  liveBid,
  mergeViolations,
  type RoundState,
  shownTricks,
  toEntry,
  tricksSum,
} from "./round-state";
import { TricksInput } from "./tricks-input";
import { TrumpPicker } from "./trump-picker";

export interface TricksRoundFormProps {
  sessionId: string;
  number: number;
  isEdit: boolean;
  players: PlayerView[];
  options: { bidEncoding: BidEncoding; premiums: boolean };
  /** Who deals this round and who leads its first trick. */
  seats: { dealer: string; starter: string };
  initial?: NinetyNineTricksEntry;
}

const GAME = "ninety-nine-tricks";

export function TricksRoundForm({ sessionId, number, isEdit, players, options, seats, initial }: TricksRoundFormProps) {
  const t = useTranslations(`${GAME}.round`);
  const text = useViolationText(GAME);
  const { violations, message, clash, save, clear } = useRoundSave(sessionId, number, isEdit);
  const ids = players.map((p) => p.id);
  const [state, setState] = useState<RoundState>(() => initialRound(ids, initial));
  const sum = tricksSum(state);
  const shown = shownTricks(state);
  // A new round opens each bid the way that player entered it last time (remembered in this browser).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after mounting (the server cannot see the browser's memory).
  useEffect(() => {
    if (!initial) setState(initialRound(ids, undefined, rememberedModes(sessionId)));
  }, []);
  // A change answers the errors shown on the fields it touches; the rest stay until the next save.
  const update = (change: (state: RoundState) => RoundState, fields: string[]) => {
    setState(change);
    clear(fields);
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { entry, local } = toEntry(state, ids, options.bidEncoding, options.premiums);
    save(entry, local, mergeViolations);
  }

  const errorsOn = (field: string | undefined) => messagesFor(violations, field, text);
  const general = errorsOn(undefined);
  const sumErrors = errorsOn("tricks");
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {players.map((player) => {
        // Mixed bid-card suits are already explained live under the cards.
        const bidErrors = messagesFor(
          violations.filter((v) => v.code !== "bid_suits_mixed"),
          `bids.${player.id}`,
          text,
        );
        const trickErrors = errorsOn(`tricks.${player.id}`);
        const mixed = liveBid(state.bids[player.id]!, options.bidEncoding, `bids.${player.id}`).kind === "invalid";
        const invalid = mixed || bidErrors.length + trickErrors.length > 0;
        return (
          <section
            key={player.id}
            aria-labelledby={`player-${player.seat}`}
            data-testid={`player-${player.name}`}
            className={`@container space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${invalid ? "ring-2 ring-red-400" : "ring-stone-200"}`}
          >
            {/* The name breaks only where it is wider than the card: the deal and lead pills wrap under it first, and
                at a large text size (the card narrower than 16rem) it is a size smaller, so a long name stays whole. */}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`player-${player.seat}`} className="wrap-break-word text-xl font-bold @max-3xs:text-base">
                <Name>{player.name}</Name>
              </h2>
              <span className="flex shrink-0 gap-1">
                {seats.dealer === player.id ? <Pill>{t("deals")}</Pill> : null}
                {seats.starter === player.id ? <Pill tone="amber">{t("leads")}</Pill> : null}
              </span>
            </div>
            <BidInput
              player={player}
              bid={state.bids[player.id]!}
              encoding={options.bidEncoding}
              text={text}
              onChange={(bid) => {
                if (bid.mode !== state.bids[player.id]?.mode) rememberMode(sessionId, player.id, bid.mode);
                update((s) => ({ ...s, bids: { ...s.bids, [player.id]: bid } }), [`bids.${player.id}`]);
              }}
            />
            <FieldError id={`bid-${player.seat}-error`} messages={bidErrors} />
            <div className="border-t border-stone-200 pt-3">
              <TricksInput
                name={player.name}
                value={shown.tricks[player.id] ?? null}
                filled={shown.filled === player.id}
                invalid={trickErrors.length > 0}
                describedBy={`tricks-${player.seat}-error`}
                onChange={(count) =>
                  update(
                    (s) => ({ ...s, tricks: { ...s.tricks, [player.id]: count } }),
                    [`tricks.${player.id}`, "tricks"],
                  )
                }
              />
              <FieldError id={`tricks-${player.seat}-error`} messages={trickErrors} />
            </div>
          </section>
        );
      })}

      <Panel title={t("trump")}>
        <p className="mb-2 text-stone-600">{t("trumpHelp")}</p>
        <TrumpPicker
          value={state.trump}
          label={t("trump")}
          onChange={(trump) => update((s) => ({ ...s, trump }), ["trump"])}
        />
        <FieldError id="trump-error" messages={errorsOn("trump")} />
      </Panel>

      {options.premiums ? (
        <PremiumInput
          players={players}
          value={state.premium}
          errors={errorsOn("premium")}
          onChange={(premium) => update((s) => ({ ...s, premium }), ["premium"])}
        />
      ) : null}

      <SaveBar
        sessionId={sessionId}
        number={number}
        isEdit={isEdit}
        clash={clash}
        errors={[...(message ? [message] : []), ...sumErrors, ...general]}
      >
        <p
          aria-live="polite"
          data-testid="tricks-check"
          // At a large text size (the save bar's narrow layout) one low line, a size smaller: the sum and its colour.
          // How many are missing or too many is still read out, and is the difference to the "of 9" in view.
          className={`flex flex-wrap items-center justify-between gap-x-3 rounded-xl px-4 py-2 text-lg font-bold @max-2xs:px-2 @max-2xs:py-0.5 @max-2xs:text-base ${sum === TRICKS_PER_ROUND ? "bg-felt-100 text-felt-900" : "bg-amber-100 text-amber-900"}`}
        >
          <span>{t("tricksCheck", { sum, total: TRICKS_PER_ROUND })}</span>
          <span className={`text-base ${sum === TRICKS_PER_ROUND ? "" : "@max-2xs:sr-only"}`}>
            {sum === TRICKS_PER_ROUND ? (
              <span aria-hidden>✓</span>
            ) : (
              t(sum < TRICKS_PER_ROUND ? "tricksMissing" : "tricksTooMany", { count: Math.abs(TRICKS_PER_ROUND - sum) })
            )}
          </span>
        </p>
      </SaveBar>
    </form>
  );
}
