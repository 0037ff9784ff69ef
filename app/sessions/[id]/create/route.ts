import { NextResponse } from "next/server";
import { parseWith } from "@/lib/api/parse";
import { readJson } from "@/lib/api/request";
import { handle, JSON_HEADERS, methodNotAllowed } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { AppError } from "@/lib/errors";
import { leagueTokenFor } from "@/lib/leagues/cookies";
import { createSessionSchema } from "@/lib/sessions/schema";
import { giveGameToPhone } from "@/lib/table/cookies";
import { createSession } from "@/lib/table/sessions";

/**
 * A game the phone started itself (issue 27): the create body with the `token` (and `playerIds`) it chose, the id
 * from the address. The same create again answers as the first (its rounds may follow it, or go first and wait);
 * the id taken by another token or body is 409 id_taken. A league game needs the league's token, from this page's
 * league cookie as the new-game form's action reads it. On success this phone may edit the game (its edit cookie)
 * and has it in its history, as after the form's Start; the answer is `{ session }` (the phone knows its token).
 * Same-origin only; every refusal in the API's error shape, never a redirect.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const refused = crossSiteRefusal(request.headers);
    if (refused) throw refused;
    const { id } = await params;
    const body = await readJson(request);
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new AppError("invalid_body", "The game is not valid: send the create body as a JSON object.");
    if ("id" in body && body.id !== id)
      throw new AppError("invalid_body", "The body names another game id than the address; send it in one place.");
    const input = parseWith(createSessionSchema, { ...body, id }, "The game is not valid");
    const leagueToken = input.leagueId ? await leagueTokenFor(input.leagueId) : null;
    const { session, token } = await createSession(input, leagueToken);
    const response = NextResponse.json({ session }, { status: 201, headers: JSON_HEADERS });
    giveGameToPhone(response, request, session.id, token);
    return response;
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
