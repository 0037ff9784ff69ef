import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RoundFormGuard } from "@/components/live/round-form-guard";
import { SessionLive } from "@/components/live/session-live";
import { SessionEngine } from "@/components/offline/session-engine";
import { RoundEntry } from "@/components/rounds/round-entry";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { snapshotOf } from "@/lib/offline/snapshot";
import { tokenFor } from "@/lib/sessions/cookies";
import { canEdit, loadSession } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getTranslations("round"))("metaTitle") };
}

export default async function NewRoundPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await loadSession(id);
  if (!session) notFound();
  // Finished games and phones without the edit token go back to the scoreboard, which explains why.
  if (!session.next || !(await canEdit(id, await tokenFor(id)))) redirect(`/sessions/${id}`);
  return (
    <ClientMessages page="round" game={session.game}>
      <SessionLive
        sessionId={id}
        version={session.version}
        snapshot={snapshotOf(session)}
        engine={<SessionEngine game={session.game} />}
        follow={false}
      >
        <RoundFormGuard round={session.next.round} isEdit={false} />
        <RoundEntry session={session} />
      </SessionLive>
    </ClientMessages>
  );
}
