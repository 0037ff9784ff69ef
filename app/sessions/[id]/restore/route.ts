import { NextResponse } from "next/server";
import { parseWith } from "@/lib/api/parse";
import { readJson } from "@/lib/api/request";
import { handle, JSON_HEADERS, methodNotAllowed } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { AppError } from "@/lib/errors";
import { leagueTokenFor } from "@/lib/leagues/cookies";
import { giveGameToPhone } from "@/lib/table/cookies";
import { restorePhoneGame } from "@/lib/table/phone-backup";
import { phoneBackupGameSchema } from "@/lib/table/phone-backup-schema";

/**
 * POST /sessions/<id>/restore: one game of a phone's backup (`{ session, token }`, docs/phone-backup-format.md).
 * Created again when this server lacks it (`{ outcome: "created" }`, 201), or left as it is when it has it with that
 * secret (`{ outcome: "present" }`, 200); a born game started for a league is filed into it with this phone's league
 * token (none, or no such league: 401/404 and nothing written); either way this phone may edit it (its edit cookie) and lists it. Another
 * secret for the id is 409 id_taken. Same-origin only; every refusal in the API's error shape.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const refused = crossSiteRefusal(request.headers);
    if (refused) throw refused;
    const { id } = await params;
    const game = parseWith(phoneBackupGameSchema, await readJson(request), "The game is not valid");
    if (game.session.id !== id)
      throw new AppError("invalid_body", "The body names another game id than the address; send it in one place.");
    // A born league game is filed with the league's token this phone holds (its cookie reaches /sessions pages).
    const leagueToken = game.leagueId ? await leagueTokenFor(game.leagueId) : null;
    const outcome = await restorePhoneGame(game, leagueToken);
    const response = NextResponse.json(
      { outcome },
      { status: outcome === "created" ? 201 : 200, headers: JSON_HEADERS },
    );
    giveGameToPhone(response, request, id, game.token);
    return response;
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
