import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { shareTokenFor } from "@/lib/table/cookies";
import { phoneBackupGame } from "@/lib/table/phone-backup";

/**
 * GET /sessions/<id>/backup: this game as a phone's backup holds it (docs/phone-backup-format.md), with this phone's
 * edit secret for it, or `token: null` when it only watches. A page route, not the API's: the edit cookie is scoped
 * to /sessions/<id>, so only an address under it can read it; the "This phone" page asks one game at a time.
 * The secret is the game's own, never its league's (as a share link). Same-origin only; never cached.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const refused = crossSiteRefusal(request.headers);
    if (refused) throw refused;
    const { id } = await params;
    return json(await phoneBackupGame(id, await shareTokenFor(id)));
  });
}

export const POST = methodNotAllowed("GET");
export const PUT = methodNotAllowed("GET");
export const PATCH = methodNotAllowed("GET");
export const DELETE = methodNotAllowed("GET");
