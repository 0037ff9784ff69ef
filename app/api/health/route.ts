import { json, methodNotAllowed } from "@/lib/api/respond";
import type { ErrorCode } from "@/lib/errors";
import { checkDatabase } from "@/lib/health/data";
import { repairProgress } from "@/lib/repair-progress";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await checkDatabase();
    // The start-up repair of stored data, once one has started in this process (docs/decisions/029-startup-repair.md).
    const repair = repairProgress();
    return json(repair ? { ok: true, repair: { ...repair } } : { ok: true });
  } catch (error) {
    console.error("[deckside] health check failed", error);
    const code: ErrorCode = "database_unavailable";
    return json({ ok: false, error: { code, message: "The database does not answer." } }, 503);
  }
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
