import { bearerToken } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { rematch } from "@/lib/table/mutations";

type Context = { params: Promise<{ id: string }> };

/** The same game again (docs/api-additions.md): `201` the new session plus its token, as a create answers. */
export async function POST(request: Request, { params }: Context) {
  return handle(async () => {
    const { session, token } = await rematch((await params).id, bearerToken(request));
    return json({ ...session, token }, 201);
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
