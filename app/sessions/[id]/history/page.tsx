import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { HistoryList } from "@/components/history/history-list";
import { SessionLive } from "@/components/live/session-live";
import { LinkButton } from "@/components/ui/button";
import { loadHistoryItems } from "@/lib/history/data";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { tokenFor } from "@/lib/sessions/cookies";
import { canEdit, loadSession } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("history"))("metaTitle") };
}

export default async function HistoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await loadSession(id);
  if (!session) notFound();
  const t = await getTranslations("history");
  const ts = await getTranslations("scoreboard");
  return (
    <div className="space-y-4">
      <SessionLive version={session.version} follow />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-felt-900">{t("title")}</h1>
        <LinkButton href={`/sessions/${id}`} variant="secondary">
          {ts("backToScoreboard")}
        </LinkButton>
      </div>
      <p className="text-stone-600">{t("intro")}</p>
      <HistoryList
        session={session}
        items={await loadHistoryItems(session)}
        editable={await canEdit(id, await tokenFor(id))}
      />
    </div>
  );
}
