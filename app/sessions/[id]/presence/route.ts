import { readJson } from "@/lib/api/request";
import { errorResponse, methodNotAllowed } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { tokenFor } from "@/lib/table/cookies";
import { announcePresence } from "@/lib/table/page-presence";

// POST /sessions/<id>/presence: a phone with a round form open says so (on open, every 10 s, and on leaving), so
// the other phones of the game show "Another phone is entering round 5" (issue 28). Like /save: authorized by the
// page's edit cookie, same-origin only; answers 204, or an error in the API's shape.

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const refused = crossSiteRefusal(request.headers);
    if (refused) throw refused;
    const { id } = await params;
    const input = await readJson(request);
    await announcePresence(id, await tokenFor(id), input, request.headers.get("user-agent"));
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
