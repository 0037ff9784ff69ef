import { notFound, redirect } from "next/navigation";
import { RoundFormFrame } from "@/components/live/round-form-frame";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { canEdit, loadSession } from "@/lib/sessions/data";
import { tokenFor } from "@/lib/table/cookies";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("round"))("metaTitle") };
}

export default async function NewRoundPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await loadSession(id);
  if (!session) notFound();
  // Finished games and phones without the edit token go back to the scoreboard, which explains why.
  if (!session.next || !(await canEdit(id, await tokenFor(id)))) redirect(`/sessions/${id}`);
  return <RoundFormFrame session={session} round={session.next.round} isEdit={false} />;
}
