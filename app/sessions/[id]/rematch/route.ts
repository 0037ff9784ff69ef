import { NextResponse } from "next/server";
import { parseWith } from "@/lib/api/parse";
import { readJson } from "@/lib/api/request";
import { handle, JSON_HEADERS, methodNotAllowed } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { giveGameToPhone, tokenFor } from "@/lib/table/cookies";
import { rematch } from "@/lib/table/mutations";
import { phoneRematchSchema } from "@/lib/table/schema";

/**
 * A rematch the phone started itself (issue 27, the rematch button): the id, token and players' ids it chose; the
 * game, players, rules and league are this game's (lib/table/mutations.ts rematch). Authorized by this game's edit
 * cookie (scoped to this game's pages, hence this address, not the new game's). The same rematch again answers as
 * the first (it may have landed while its answer was lost); the id taken by another token or body is 409 id_taken.
 * On success the phone may edit the new game (its edit cookie) and has it in its history; the answer is
 * `{ session }`. Same-origin only; every refusal in the API's error shape.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const refused = crossSiteRefusal(request.headers);
    if (refused) throw refused;
    const { id } = await params;
    const chosen = parseWith(phoneRematchSchema, await readJson(request), "The rematch is not valid");
    const { session, token } = await rematch(id, await tokenFor(id), chosen);
    const response = NextResponse.json({ session }, { status: 201, headers: JSON_HEADERS });
    giveGameToPhone(response, request, session.id, token);
    return response;
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
