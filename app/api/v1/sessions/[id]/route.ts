import { handle, json } from "@/lib/api/respond";
import { getSession } from "@/lib/sessions/data";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => json(await getSession((await params).id)));
}
