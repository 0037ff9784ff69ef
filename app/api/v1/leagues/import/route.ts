import { parseWith } from "@/lib/api/parse";
import { readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { planImport } from "@/lib/leagues/backup";
import { BACKUP_MAX_BYTES, leagueBackupSchema } from "@/lib/leagues/backup-schema";
import { writeImport } from "@/lib/leagues/mutations";

/** Restores a league backup as a new league (new ids, new token): 201 { id, name, token }. */
export async function POST(request: Request) {
  return handle(async () => {
    const document = parseWith(
      leagueBackupSchema,
      await readJson(request, BACKUP_MAX_BYTES),
      "The backup is not valid",
    );
    return json(await writeImport(planImport(document, new Date())), 201);
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
