import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TableBoard } from "@/components/table-mode/table-board";
import { loadSession } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getTranslations("tableMode"))("title") };
}

export default async function TablePage({ params }: { params: Promise<{ id: string }> }) {
  const session = await loadSession((await params).id);
  if (!session) notFound();
  return <TableBoard session={session} />;
}
