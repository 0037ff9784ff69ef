import { methodNotAllowed } from "@/lib/api/respond";
import { savePage } from "@/lib/front/session-handlers";

// POST /sessions/<id>/save: where a phone's page sends the rounds it kept (every save is local first, issue 27). A
// plain route, not a server action: a send that hangs is cut and retried by the page, and nothing of it waits in
// Next's action queue or holds up a navigation. Authorized by the page's edit cookie (scoped to /sessions/<id>);
// same-origin only. Answers JSON in the API's shapes, never a redirect or an RSC payload. The front answers it ahead
// of Next with the same logic (lib/front/routes.ts); this is the way in when the front does not take the request.

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return savePage(request, await params);
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
