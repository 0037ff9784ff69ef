import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { HistoryList } from "@/components/history/history-list";
import { HistoryPageLink } from "@/components/history/history-page-link";
import { LiveHistory } from "@/components/history/live-history";
import { SessionLive } from "@/components/live/session-live";
import { BoardEngine } from "@/components/scoreboard/board-engine";
import { SessionPageHeader } from "@/components/scoreboard/session-page-header";
import { loadHistoryPage } from "@/lib/history/data";
import { pageBefore } from "@/lib/history/paging";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { canEdit, loadSession } from "@/lib/sessions/data";
import { tokenFor } from "@/lib/table/cookies";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("history"))("metaTitle") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The latest changes, or with `?before=<version>` the ones before it: one page at a time (docs/limits.md). The latest
 * page follows the session's store after this render (LiveHistory: the game's replay on the phone, no server
 * render for a new, edited or undone round); an older page re-renders from the server on a change.
 */
export default async function HistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  const session = await loadSession(id);
  if (!session) notFound();
  const t = await getTranslations("history");
  const { items, older, newer } = await loadHistoryPage(session, pageBefore((await searchParams).before));
  const editable = await canEdit(id, await tokenFor(id));
  const latest = newer === null;
  const list = latest ? (
    <LiveHistory sessionId={id} players={session.players} items={items} editable={editable} />
  ) : (
    <HistoryList sessionId={id} players={session.players} items={items} editable={editable} />
  );
  const content = (
    <>
      <SessionPageHeader sessionId={id} title={t("title")} />
      <p className="text-stone-600">{t("intro")}</p>
      {older !== null ? <HistoryPageLink sessionId={id} before={older} label={t("older")} rel="prev" /> : null}
      {list}
      {newer !== null ? <HistoryPageLink sessionId={id} before={newer} label={t("newer")} rel="next" /> : null}
    </>
  );
  return (
    <div className="space-y-4">
      {latest ? (
        <SessionLive version={session.version} view={session} boardEngine={<BoardEngine game={session.game} />} follow>
          {content}
        </SessionLive>
      ) : (
        <>
          <SessionLive version={session.version} follow />
          {content}
        </>
      )}
    </div>
  );
}
