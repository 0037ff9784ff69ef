import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GAME_UIS } from "@/components/games/registry";
import { LiveReferee } from "@/components/live/live-referee";
import { SessionLive } from "@/components/live/session-live";
import { BoardEngine } from "@/components/scoreboard/board-engine";
import { SessionPageHeader } from "@/components/scoreboard/session-page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { canEdit, loadSession } from "@/lib/sessions/data";
import { tokenFor } from "@/lib/table/cookies";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("scoreboard"))("referee") };
}

export default async function RefereePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await loadSession(id);
  const Referee = session ? GAME_UIS[session.game].referee : null;
  // No session, or a game without a referee page (docs/adding-a-game.md): there is nothing to show here.
  if (!session || !Referee) notFound();
  const t = await getTranslations("scoreboard");
  return (
    <ClientMessages page="referee" game={session.game}>
      <div className="space-y-4">
        {/* The referee follows the store after this render (LiveReferee): no server render for a round's change. */}
        <SessionLive version={session.version} view={session} boardEngine={<BoardEngine game={session.game} />} follow>
          <SessionPageHeader sessionId={id} title={t("referee")} />
          <LiveReferee>
            <Referee session={session} editable={await canEdit(id, await tokenFor(id))} />
          </LiveReferee>
        </SessionLive>
      </div>
    </ClientMessages>
  );
}
