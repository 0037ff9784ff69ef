"use client";
import { useTranslations } from "next-intl";
import type { RefereeState } from "@/lib/games/running-total/types";
import { StopIcon } from "../ui/icons";
import { BustCheckPanel } from "./bust-check-panel";
import { ChoicePicker } from "./choice-picker";
import { HandLog } from "./hand-log";
import { HandOver } from "./hand-over";
import { RankGrid } from "./rank-grid";
import { TableSeats } from "./table-seats";
import { TotalBoard } from "./total-board";
import type { RunningTotalGame } from "./types";
import { useReferee } from "./use-referee";

export interface RefereeScreenProps {
  /** The game-specific half: what "cannot play" does and how a finished hand is sent and announced. */
  game: RunningTotalGame;
  sessionId: string;
  /** The round (hand) this referee follows; its confirmed outcome is saved as this round. */
  round: number;
  editable: boolean;
  names: Record<string, string>;
  /** Who deals this hand. */
  dealer: string;
  /** The hand as it opens, from the game's own referee (players still in, starter, rules in force). */
  start: RefereeState;
}

// The two actions under the rank grid: their own padding, so a long label ("Kein Zug möglich") stays on one line.
const ACTION =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-40";

/** One hand at the table: the seats, the total, the feedback on the last tap, and the keys for the next one. */
export function RefereeScreen({ game, sessionId, round, editable, names, dealer, start }: RefereeScreenProps) {
  const t = useTranslations("runningTotal");
  const tg = useTranslations(`${game.id}.referee`);
  const ref = useReferee({ game, sessionId, round, names, start });
  const { state, checking, choosing } = ref;
  return (
    // A container: at large text (a narrow screen in rem) the total board gives its lines more room.
    <div className="@container space-y-3">
      <TableSeats state={state} names={names} onGiveTurn={ref.giveTurn} />
      <TotalBoard state={state} names={names} caption={tg("title", { round, dealer: names[dealer] ?? "?" })} />
      <div aria-live="polite" className="min-h-14" data-testid="feedback">
        {ref.refusal ? (
          <p
            role="alert"
            className="flex gap-2 rounded-xl bg-red-50 p-3 text-lg font-semibold leading-snug text-red-800 ring-2 ring-red-300"
            data-testid="refusal"
          >
            <StopIcon className="mt-0.5 size-6 shrink-0 text-red-600" />
            {ref.refusal}
          </p>
        ) : ref.last ? (
          <p
            className="rounded-xl bg-white p-3 text-lg font-medium leading-snug text-stone-800 ring-1 ring-stone-200"
            data-testid="last-event"
          >
            {ref.text.event(ref.last)}
          </p>
        ) : (
          <p className="p-3 text-lg leading-snug text-stone-600">{t("tapCard")}</p>
        )}
      </div>

      {ref.player === null ? (
        <HandOver
          game={game}
          state={state}
          names={names}
          editable={editable}
          pending={ref.pending}
          errors={ref.sendErrors}
          onSend={ref.send}
        />
      ) : checking ? (
        <BustCheckPanel
          name={ref.playerName}
          rules={state.rules}
          hand={checking.hand}
          onChange={ref.changeCheckedHand}
          missed={checking.missed}
          error={checking.error}
          rankText={ref.text.rank}
          onCheck={ref.checkHand}
          onTakeWord={() => ref.putOut()}
          takeWordLabel={tg("takeWord")}
          onCancel={ref.cancelCheck}
        />
      ) : choosing ? (
        <ChoicePicker
          rank={choosing.rank}
          rankText={ref.text.rank(choosing.rank)}
          options={choosing.options}
          rules={state.rules}
          onChoose={(choice) => ref.choose(choosing.rank, choice)}
          onCancel={ref.cancelChoice}
        />
      ) : (
        <RankGrid rules={state.rules} label={t("cardPlayed", { name: ref.playerName })} onTap={ref.tapRank} />
      )}

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={ref.undo}
          disabled={ref.steps <= 1 || ref.pending}
          className={`${ACTION} grow bg-white px-4 text-stone-900 ring-1 ring-stone-300 active:bg-stone-100`}
        >
          <span aria-hidden>↶</span> {t("undo")}
        </button>
        <button
          type="button"
          onClick={ref.openCheck}
          disabled={ref.player === null || checking !== null}
          className={`${ACTION} grow-[3] basis-40 bg-white px-3 text-red-700 ring-1 ring-red-300 active:bg-red-50`}
        >
          {t("cantPlay")}
        </button>
      </div>
      <HandLog lines={ref.lines} />
    </div>
  );
}
