import { notFound } from "next/navigation";
import { SessionLive } from "@/components/live/session-live";
import { BoardEngine } from "@/components/scoreboard/board-engine";
import { TableBoard } from "@/components/table-mode/table-board";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { loadSession } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("tableMode"))("title") };
}

export default async function TablePage({ params }: { params: Promise<{ id: string }> }) {
  const session = await loadSession((await params).id);
  if (!session) notFound();
  // The board renders from the session's live store, as the scoreboard does (decision 036): the server's view is the
  // first paint, the game's replay computes every change after it on the phone.
  return (
    <SessionLive version={session.version} view={session} boardEngine={<BoardEngine game={session.game} />} follow>
      <TableBoard session={session} />
    </SessionLive>
  );
}
