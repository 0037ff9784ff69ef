import { bearerToken } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { getSession } from "@/lib/sessions/data";
import { deleteSession } from "@/lib/sessions/mutations";

type Context = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Context) {
  return handle(async () => json(await getSession((await params).id)));
}

export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    await deleteSession((await params).id, bearerToken(request));
    return json({ deleted: true });
  });
}

export const POST = methodNotAllowed("GET, HEAD, DELETE");
export const PUT = methodNotAllowed("GET, HEAD, DELETE");
export const PATCH = methodNotAllowed("GET, HEAD, DELETE");
