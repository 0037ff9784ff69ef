import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { GameDuration } from "../evenings/game-duration";
import { GAME_UIS } from "../games/registry";
import { PresenceNotice } from "../live/presence-notice";
import { SharePanel } from "../share/share-panel";
import { ShareLink } from "../share-link";
import { AfterFirstPaint } from "../ui/after-first-paint";
import { LinkButton } from "../ui/button";
import { WakeLockToggle } from "../wake-lock";
import { DeleteGame } from "./delete-game";
import { GameOver } from "./game-over";
import { FiledNotice, type GameLeague, LeagueLine, UnfiledNotice } from "./league-line";
import { NextRound } from "./next-round";
import { RoundsTable } from "./rounds-table";
import { RulesInForce } from "./rules-in-force";
import { ScoreChart } from "./score-chart";
import { ShareButton } from "./share-button";
import { Standings } from "./standings";
import { StatusPill } from "./status-pill";

export async function Scoreboard({
  session,
  editable,
  token,
  league = null,
  filed = false,
  unfiled = null,
  children,
}: {
  session: SessionView;
  editable: boolean;
  token: string | null;
  /** The league the game counts in, named and linked under the title. */
  league?: GameLeague | null;
  /** Whether this page opens right after the game was filed into `league` (a confirmation says so). */
  filed?: boolean;
  /** The league the game was just taken out of (the Undo of a filing): a notice says so. */
  unfiled?: GameLeague | null;
  /** Page-level extras shown above the share link (e.g. filing the game into a league). */
  children?: ReactNode;
}) {
  const t = await getTranslations("scoreboard");
  const tg = await getTranslations("games");
  const th = await getTranslations("history");
  const tm = await getTranslations("tableMode");
  const format = await getFormatter();
  const { roundSummary: RoundSummary, referee } = GAME_UIS[session.game];
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-extrabold text-felt-900">{tg(`${session.game}.name`)}</h1>
          <p className="text-sm text-stone-600">
            {format.dateTime(new Date(session.createdAt), { dateStyle: "medium", timeStyle: "short" })}
          </p>
          {league ? <LeagueLine league={league} /> : null}
        </div>
        {/* The second scorer's link from the top (issue 28): folded at the bottom too. */}
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill />
          {editable && token ? <ShareButton path={joinPath(session.id, token)} /> : null}
        </div>
      </header>
      {league && filed ? <FiledNotice league={league} sessionId={session.id} editable={editable} /> : null}
      {unfiled && !league ? <UnfiledNotice league={unfiled} /> : null}
      {/* A watcher learns it at once, not at the bottom of the page (issue 28). */}
      {!editable ? (
        <p className="rounded-xl bg-stone-200 px-3 py-2 text-center text-stone-700" data-testid="view-only">
          {t("viewOnly")}
        </p>
      ) : null}
      {/* The live parts (status, game over, next round, last round, standings, rounds) render the session the phone
          shows now (SessionLive's view, else the server's); the rest is the server's render. */}
      <GameOver editable={editable} />
      {/* Shown once the server renders a finished game (a watched last round shows it at the next server render). */}
      {session.status === "finished" ? <SharePanel session={session} /> : null}
      <PresenceNotice />
      {session.status === "finished" ? <GameDuration session={session} /> : null}
      <NextRound editable={editable} />
      {/* The standings right under the next round: on the first screen of a phone after every round, ahead of the last
          round's explanation and the links (issue 28: the "Round N scored" card had pushed them below it). */}
      <Standings />
      {RoundSummary ? <RoundSummary /> : null}
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
      {/* After a save the way back shows the next round and the standings first; the rest a frame later (023). */}
      <AfterFirstPaint>
        <RoundsTable editable={editable} />
        <LinkButton href={`/sessions/${session.id}/history`} variant="ghost" className="w-full">
          {th("link")}
        </LinkButton>
        {/* Drawn on the server (decision 022): a watched round shows in it at the next server render. */}
        <ScoreChart session={session} />
        <RulesInForce game={session.game} options={session.options} />
        {children}
        {editable && token ? (
          <ShareLink path={joinPath(session.id, token)} title={t("editLink")} help={t("editLinkHelp")} />
        ) : null}
        {editable ? <DeleteGame sessionId={session.id} /> : null}
      </AfterFirstPaint>
    </div>
  );
}

/** The join link that gives another phone this game's edit rights (its own token, never a league's: decision 007). */
const joinPath = (sessionId: string, token: string) => `/sessions/${sessionId}/join?token=${encodeURIComponent(token)}`;
