import { readJson } from "@/lib/api/request";
import { answerResponse, errorResponse, methodNotAllowed } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { tokenFor } from "@/lib/table/cookies";
import { saveFromPage } from "@/lib/table/page-save";

// POST /sessions/<id>/save: where a phone's page sends the rounds it kept (every save is local first, issue 27). A
// plain route, not a server action: a send that hangs is cut and retried by the page, and nothing of it waits in
// Next's action queue or holds up a navigation. Authorized by the page's edit cookie (scoped to /sessions/<id>);
// same-origin only. Answers JSON in the API's shapes, never a redirect or an RSC payload.

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const refused = crossSiteRefusal(request.headers);
    if (refused) throw refused;
    const { id } = await params;
    const input = await readJson(request);
    // The write's own version (a repeat's: the first write's), which the phone marks as its own change.
    const { round, version } = await saveFromPage(id, await tokenFor(id), input);
    return answerResponse({ status: 200, body: { ok: true, version, round } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
