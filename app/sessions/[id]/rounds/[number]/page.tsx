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

export default async function EditRoundPage({ params }: { params: Promise<{ id: string; number: string }> }) {
  const { id, number } = await params;
  const session = await loadSession(id);
  const round = session?.rounds.find((r) => String(r.number) === number);
  if (!session || !round) notFound();
  if (!(await canEdit(id, await tokenFor(id)))) redirect(`/sessions/${id}`);
  return (
    <ClientMessages page="round" game={session.game}>
      <SessionLive
        sessionId={id}
        version={session.version}
        snapshot={snapshotOf(session)}
        engine={<SessionEngine game={session.game} />}
        follow={false}
      >
        <RoundFormGuard round={round.number} isEdit />
        <RoundEntry session={session} number={round.number} />
      </SessionLive>
    </ClientMessages>
  );
}
