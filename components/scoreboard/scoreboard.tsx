import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { GAME_UIS } from "../games/registry";
import { QueuedNextRound } from "../offline/queued-next-round";
import { SharePanel } from "../share/share-panel";
import { ShareLink } from "../share-link";
import { AfterFirstPaint } from "../ui/after-first-paint";
import { LinkButton } from "../ui/button";
import { Pill } from "../ui/pill";
import { WakeLockToggle } from "../wake-lock";
import { DeleteGame } from "./delete-game";
import { GameOver } from "./game-over";
import { NextRound, stateKey } from "./next-round";
import { RoundsTable, type RoundsTableData } from "./rounds-table";
import { RulesInForce } from "./rules-in-force";
import { ScoreChart } from "./score-chart";
import { Standings } from "./standings";

export async function Scoreboard({
  session,
  editable,
  token,
  children,
}: {
  session: SessionView;
  editable: boolean;
  token: string | null;
  /** Page-level extras shown above the share link (e.g. filing the game into a league). */
  children?: ReactNode;
}) {
  const t = await getTranslations("scoreboard");
  const tg = await getTranslations("games");
  const th = await getTranslations("history");
  const tm = await getTranslations("tableMode");
  const format = await getFormatter();
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const { roundSummary: RoundSummary, referee } = GAME_UIS[session.game];
  return (
    <div className="space-y-4">
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
      {RoundSummary && session.rounds.length > 0 ? <RoundSummary session={session} /> : null}
      {/* Side by side while both labels fit whole ("Scheidsrechter" does not at 100 % in Dutch), else stacked. */}
      <div className="flex flex-wrap gap-2" data-testid="scoreboard-links">
        {/* A game without a referee page has no link to one (docs/adding-a-game.md). */}
        {referee ? (
          <LinkButton href={`/sessions/${session.id}/referee`} variant="secondary" className="grow">
            {t("referee")}
          </LinkButton>
        ) : null}
        <LinkButton href={`/sessions/${session.id}/table`} variant="secondary" className="grow">
          {tm("link")}
        </LinkButton>
      </div>
      {session.status !== "finished" ? <WakeLockToggle /> : null}
      <Standings session={session} />
      {/* After a save the way back shows the next round and the standings first; the rest a frame later (023). */}
      <AfterFirstPaint>
        <RoundsTable session={roundsTableData(session)} editable={editable} />
        <LinkButton href={`/sessions/${session.id}/history`} variant="ghost" className="w-full">
          {th("link")}
        </LinkButton>
        <ScoreChart session={session} />
        <RulesInForce game={session.game} options={session.options} />
        {!editable ? <p className="rounded-xl bg-stone-200 p-3 text-center text-stone-700">{t("viewOnly")}</p> : null}
        {children}
        {editable && token ? (
          <ShareLink
            path={`/sessions/${session.id}/join?token=${encodeURIComponent(token)}`}
            title={t("editLink")}
            help={t("editLinkHelp")}
          />
        ) : null}
        {editable ? <DeleteGame sessionId={session.id} /> : null}
      </AfterFirstPaint>
    </div>
  );
}

/** Only what the rounds table reads travels to the browser (not the entries, seats or dates). */
function roundsTableData(session: SessionView): RoundsTableData {
  const rounds = session.rounds.map(({ number, tiebreak, scores, totals }) => ({ number, tiebreak, scores, totals }));
  return { id: session.id, players: session.players, rounds };
}
