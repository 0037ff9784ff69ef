import { notFound } from "next/navigation";
import { SessionLive } from "@/components/live/session-live";
import { SessionRoundCheck } from "@/components/offline/session-round-check";
import { RememberVisit } from "@/components/remember-visit";
import { BoardEngine } from "@/components/scoreboard/board-engine";
import { FileIntoLeague } from "@/components/scoreboard/client-parts";
import { RoundInPlace } from "@/components/scoreboard/round-in-place";
import { Scoreboard } from "@/components/scoreboard/scoreboard";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { loadLeague } from "@/lib/leagues/data";
import { canEdit, loadSession } from "@/lib/sessions/data";
import { shareTokenFor, tokenFor } from "@/lib/table/cookies";
import { leaguesToFileInto } from "@/lib/table/league-choices";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ filed?: string | string[]; unfiled?: string | string[] }>;
};

export async function generateMetadata({ params }: Props) {
  const session = await loadSession((await params).id);
  const tg = await getPlainTranslations("games");
  return { title: session ? tg(`${session.game}.name`) : undefined };
}

export default async function SessionPage({ params, searchParams }: Props) {
  const { id } = await params;
  const session = await loadSession(id);
  if (!session) notFound();
  const editable = await canEdit(id, await tokenFor(id));
  // The share link carries this game's own token, never the league's (007).
  const token = editable ? await shareTokenFor(id) : null;
  const leagues = editable && !session.leagueId ? await leaguesToFileInto(session.game) : [];
  const league = session.leagueId ? await loadLeague(session.leagueId) : null;
  // Filing opens this page with ?filed=<league>: the confirmation shows only for the league the game is in.
  const query = await searchParams;
  const filed = league !== null && query.filed === league.id;
  // The Undo of a filing opens it with ?unfiled=<league>: said only while the game is in no league.
  const unfiledFrom = !league && typeof query.unfiled === "string" ? await loadLeague(query.unfiled) : null;
  const board = (
    <Scoreboard
      session={session}
      editable={editable}
      token={token}
      league={league ? { id: league.id, name: league.name } : null}
      filed={filed}
      unfiled={unfiledFrom ? { id: unfiledFrom.id, name: unfiledFrom.name } : null}
    >
      {leagues.length > 0 ? <FileIntoLeague sessionId={id} leagues={leagues} /> : null}
    </Scoreboard>
  );
  return (
    <SessionLive
      version={session.version}
      view={session}
      engine={<SessionRoundCheck game={session.game} />}
      boardEngine={<BoardEngine game={session.game} />}
      follow
    >
      <RememberVisit kind="session" id={id} />
      {/* A scorer's "Enter round" opens the form in place over the board (the round page stays for a reload). */}
      {editable ? <RoundInPlace>{board}</RoundInPlace> : board}
    </SessionLive>
  );
}
