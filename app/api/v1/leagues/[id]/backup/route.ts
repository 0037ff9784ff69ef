import { bearerToken } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { backupFileName, backupText, toBackupDocument } from "@/lib/leagues/backup";
import { loadLeagueBackup } from "@/lib/leagues/data";

/** The whole league as one JSON document (docs/backup-format.md); the league's token is required. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const { id } = await params;
    const document = toBackupDocument(await loadLeagueBackup(id, bearerToken(request)), new Date());
    // Refused when the import could not take it back (backupText); sent as the bytes it checked.
    const response = json(Buffer.from(backupText(document)));
    response.headers.set(
      "Content-Disposition",
      `attachment; filename="${encodeURIComponent(backupFileName(document))}"`,
    );
    return response;
  });
}

export const POST = methodNotAllowed("GET");
export const PUT = methodNotAllowed("GET");
export const PATCH = methodNotAllowed("GET");
export const DELETE = methodNotAllowed("GET");
