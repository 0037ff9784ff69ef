import { bearerToken, readJson, roundNumber } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { deleteLastRound, replaceRound } from "@/lib/table/rounds";

type Context = { params: Promise<{ id: string; number: string }> };

export async function PUT(request: Request, { params }: Context) {
  return handle(async () => {
    const { id, number } = await params;
    return json(await replaceRound(id, bearerToken(request), roundNumber(number), await readJson(request)));
  });
}

export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    const { id, number } = await params;
    return json(await deleteLastRound(id, bearerToken(request), roundNumber(number)));
  });
}

export const GET = methodNotAllowed("PUT, DELETE");
export const POST = methodNotAllowed("PUT, DELETE");
export const PATCH = methodNotAllowed("PUT, DELETE");
