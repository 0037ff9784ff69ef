import { bearerToken, readJson, roundNumber } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { deleteLastRound, replaceRound } from "@/lib/table/rounds";

type Context = { params: Promise<{ id: string; number: string }> };

export async function PUT(request: Request, { params }: Context) {
  return handle(async () => {
    const { id, number } = await params;
    const token = bearerToken(request);
    const round = roundNumber(number);
    // The `Idempotency-Key` header: a repeat of the edit answers as the first and changes nothing (rounds.ts).
    const options = { requestKey: request.headers.get("idempotency-key") ?? undefined };
    return json(await replaceRound(id, token, round, await readJson(request), options));
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
