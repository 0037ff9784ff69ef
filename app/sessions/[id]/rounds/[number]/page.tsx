import { notFound, redirect } from "next/navigation";
import { RoundFormFrame } from "@/components/live/round-form-frame";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { canEdit, loadSession } from "@/lib/sessions/data";
import { tokenFor } from "@/lib/table/cookies";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("round"))("metaTitle") };
}

export default async function EditRoundPage({ params }: { params: Promise<{ id: string; number: string }> }) {
  const { id, number } = await params;
  const session = await loadSession(id);
  const round = session?.rounds.find((r) => String(r.number) === number);
  if (!session || !round) notFound();
  if (!(await canEdit(id, await tokenFor(id)))) redirect(`/sessions/${id}`);
  return <RoundFormFrame session={session} round={round.number} isEdit />;
}
