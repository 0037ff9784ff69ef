import { notFound } from "next/navigation";
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
  return <TableBoard session={session} />;
}
