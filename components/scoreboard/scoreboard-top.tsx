import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { QueuedNextRound } from "../offline/queued-next-round";
import { SharePanel } from "../share/share-panel";
import { LinkButton } from "../ui/button";
import { Pill } from "../ui/pill";
import { WakeLockToggle } from "../wake-lock";
import { GameOver } from "./game-over";
import { NextRound, stateKey } from "./next-round";
import { RoundsTable, type RoundsTableData } from "./rounds-table";
import { Standings } from "./standings";

/**
 * What the scoreboard shows of a session summary, from the header to the rounds table: the one implementation for
 * the server's render (Scoreboard) and for the browser's, from a saved round's own answer while the server's render
 * follows (InstantScoreboard, docs/decisions/028-instant-taps.md). No server-only code below this file: it renders
 * in both. `summary`: the game's explanation of the last round (each side picks it from its own registry).
 */
export function ScoreboardTop({
  session,
  editable,
  summary,
}: {
  session: SessionView;
  editable: boolean;
  summary: ReactNode;
}) {
  const t = useTranslations("scoreboard");
  const tg = useTranslations("games");
  const tm = useTranslations("tableMode");
  const format = useFormatter();
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-extrabold text-felt-900">{tg(`${session.game}.name`)}</h1>
          <p className="text-sm text-stone-600">
            {format.dateTime(new Date(session.createdAt), { dateStyle: "medium", timeStyle: "short" })}
          </p>
        </div>
        <Pill tone={session.status === "finished" ? "green" : session.status === "tiebreak" ? "red" : "amber"}>
          {t(`status.${session.status}`)}
        </Pill>
      </header>
      {session.status === "finished" ? <GameOver session={session} names={names} editable={editable} /> : null}
      {session.status === "finished" ? <SharePanel session={session} /> : null}
      {session.next ? (
        // While rounds wait on this phone, the box shows the round after them (docs/decisions/016-offline-queue.md).
        <QueuedNextRound href={`/sessions/${session.id}/round?state=${stateKey(session)}`} editable={editable}>
          <NextRound session={session} names={names} editable={editable} />
        </QueuedNextRound>
      ) : null}
      {session.rounds.length > 0 ? summary : null}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
        <LinkButton href={`/sessions/${session.id}/referee`} variant="secondary">
          {t("referee")}
        </LinkButton>
        <LinkButton href={`/sessions/${session.id}/table`} variant="secondary">
          {tm("link")}
        </LinkButton>
      </div>
      {session.status !== "finished" ? <WakeLockToggle /> : null}
      <Standings session={session} />
      <RoundsTable session={roundsTableData(session)} editable={editable} />
    </>
  );
}

/** Only what the rounds table reads travels to the browser (not the entries, seats or dates). */
function roundsTableData(session: SessionView): RoundsTableData {
  const rounds = session.rounds.map(({ number, tiebreak, scores, totals }) => ({ number, tiebreak, scores, totals }));
  return { id: session.id, players: session.players, rounds };
}
