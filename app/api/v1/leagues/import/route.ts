import { clientAddress } from "@/lib/api/client-address";
import { readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { servedOverHttps } from "@/lib/auth/https";
import { withHeaders } from "@/lib/front/proxy-headers";
import { chargeImport, takeImportSlot } from "@/lib/imports/gate";
import { writeImport } from "@/lib/imports/mutations";
import { planImport } from "@/lib/imports/plan";
import { slices } from "@/lib/imports/slices";
import { BACKUP_MAX_BYTES } from "@/lib/leagues/backup-schema";

/**
 * Restores a league backup as a new league (new ids, new token): 201 { id, name, token }. Needs no token, so it is
 * budgeted per client and runs one at a time, in slices (docs/limits.md).
 */
export async function POST(request: Request) {
  // proxy.ts does not run here (its matcher says why): the same headers it puts on every API answer.
  const https = servedOverHttps(request.headers, request.url);
  return withHeaders(await restore(request), https, null);
}

async function restore(request: Request): Promise<Response> {
  return handle(async () => {
    chargeImport(clientAddress(request.headers));
    const release = takeImportSlot();
    try {
      const document = await readJson(request, BACKUP_MAX_BYTES);
      const pause = slices();
      return json(await writeImport(await planImport(document, new Date(), pause), pause), 201);
    } finally {
      release();
    }
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
