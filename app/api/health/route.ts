import { json, methodNotAllowed } from "@/lib/api/respond";
import type { ErrorCode } from "@/lib/errors";
import { checkDatabase } from "@/lib/health/data";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await checkDatabase();
    return json({ ok: true });
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
