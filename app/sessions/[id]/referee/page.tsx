import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GAME_UIS } from "@/components/games/registry";
import { SessionLive } from "@/components/live/session-live";
import { LinkButton } from "@/components/ui/button";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { tokenFor } from "@/lib/sessions/cookies";
import { canEdit, loadSession } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("scoreboard"))("referee") };
}

export default async function RefereePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await loadSession(id);
  if (!session) notFound();
  const Referee = GAME_UIS[session.game].referee;
  const t = await getTranslations("scoreboard");
  return (
    <ClientMessages page="referee" game={session.game}>
      <div className="space-y-4">
        <SessionLive version={session.version} follow />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-extrabold text-felt-900">{t("referee")}</h1>
          <LinkButton href={`/sessions/${id}`} variant="secondary">
            {t("backToScoreboard")}
          </LinkButton>
        </div>
        <Referee session={session} editable={await canEdit(id, await tokenFor(id))} />
      </div>
    </ClientMessages>
  );
}
