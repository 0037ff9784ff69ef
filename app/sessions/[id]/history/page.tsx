import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { HistoryList } from "@/components/history/history-list";
import { SessionLive } from "@/components/live/session-live";
import { SessionPageHeader } from "@/components/scoreboard/session-page-header";
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
  return (
    <div className="space-y-4">
      <SessionLive version={session.version} follow />
      <SessionPageHeader sessionId={id} title={t("title")} />
      <p className="text-stone-600">{t("intro")}</p>
      <HistoryList
        session={session}
        items={await loadHistoryItems(session)}
        editable={await canEdit(id, await tokenFor(id))}
      />
    </div>
  );
}
