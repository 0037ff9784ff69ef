import { bearerToken } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { toBackupDocument } from "@/lib/leagues/backup";
import { loadLeagueBackup } from "@/lib/leagues/data";

/** The whole league as one JSON document (docs/backup-format.md); the league's token is required. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const { id } = await params;
    const document = toBackupDocument(await loadLeagueBackup(id, bearerToken(request)), new Date());
    const response = json(document);
    const day = document.exportedAt?.slice(0, 10) ?? "";
    const file = `${document.league.name.replace(/[^\p{L}\p{N}]+/gu, "-")}-backup-${day}.json`;
    response.headers.set("Content-Disposition", `attachment; filename="${encodeURIComponent(file)}"`);
    return response;
  });
}

export const POST = methodNotAllowed("GET");
export const PUT = methodNotAllowed("GET");
export const PATCH = methodNotAllowed("GET");
export const DELETE = methodNotAllowed("GET");
