import { NextResponse } from "next/server";
import { methodNotAllowed } from "@/lib/api/respond";
import { servedOverHttps } from "@/lib/auth/https";
import { recentCookie, recentIdsOf } from "@/lib/recent/cookies";
import { canEdit } from "@/lib/sessions/data";
import { editCookie } from "@/lib/table/cookies";

/** A session's edit link: /sessions/<id>/join?token=<token> lets this phone enter rounds too. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const token = new URL(request.url).searchParams.get("token");
  // A relative Location: behind a proxy or on 127.0.0.1 the request URL may name another host than the browser used.
  // The id is encoded: any character may arrive in it, and a header holds only Latin-1 (a 500 otherwise).
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: `/sessions/${encodeURIComponent(id)}` },
  });
  if (token && (await canEdit(id, token))) {
    const secure = servedOverHttps(request.headers, request.url);
    response.cookies.set(editCookie(id, token, secure));
    // Opening the link is a visit: remembered here, not only by the scoreboard's RememberVisit, whose request a
    // quick move to another page cancels (the game was then missing from this phone's history).
    const recent = recentCookie("session", id, recentIdsOf("session", request), secure);
    if (recent) response.cookies.set(recent);
  }
  return response;
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
