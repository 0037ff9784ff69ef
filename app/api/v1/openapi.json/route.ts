import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { openApiDocument } from "@/lib/openapi/document";

/** The OpenAPI 3.1 document of this API, generated from the handlers' zod schemas (docs/decisions/015-openapi.md). */
export async function GET() {
  return handle(async () => json(openApiDocument()));
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
