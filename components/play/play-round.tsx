"use client";
import { useTranslations } from "next-intl";
import { SHELL_PARTS } from "../games/shell-parts";
import { QueuedRoundTitle } from "../offline/queued-round-title";
import { RoundLeaveContext } from "../rounds/leave-context";
import { useShownSession } from "../scoreboard/use-shown-session";

/**
 * The round form of a game the server has never seen, shown in place of the shell's board (app/play): the game's own
 * form and save (components/rounds/use-round-save.ts: the engine's check, the queue), which comes back to the board
 * through `onLeave` instead of a navigation.
 */
export function PlayRound({ onLeave }: { onLeave: () => void }) {
  const session = useShownSession();
  const t = useTranslations("round");
  const next = session.next;
  if (!next) return null;
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const players = session.players.filter((p) => session.participants.includes(p.id));
  const Form = SHELL_PARTS[session.game].roundForm;
  return (
    <RoundLeaveContext.Provider value={onLeave}>
      <div className="space-y-4">
        <QueuedRoundTitle number={next.round} isEdit={false}>
          <header>
            <h1 className="text-2xl font-extrabold text-felt-900">{t("title", { round: next.round })}</h1>
            {session.status === "tiebreak" ? <p className="font-semibold text-red-800">{t("tiebreakOnly")}</p> : null}
            <p className="text-stone-700">
              {t("dealtBy", { dealer: names[next.dealer] ?? "?", starter: names[next.starter] ?? "?" })}
            </p>
          </header>
        </QueuedRoundTitle>
        {/* Keyed by the round: a new round opens an empty form. */}
        <Form key={next.round} session={session} number={next.round} isEdit={false} players={players} />
      </div>
    </RoundLeaveContext.Provider>
  );
}
