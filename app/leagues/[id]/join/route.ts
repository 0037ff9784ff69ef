import { NextResponse } from "next/server";
import { methodNotAllowed } from "@/lib/api/respond";
import { servedOverHttps } from "@/lib/auth/https";
import { leagueCookies } from "@/lib/leagues/cookies";
import { canEditLeague } from "@/lib/leagues/data";

/** The league's secret edit link: /leagues/<id>/join?token=<token> keeps the token on this phone. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const token = new URL(request.url).searchParams.get("token");
  // A relative Location: behind a proxy or on 127.0.0.1 the request URL may name another host than the browser used.
  // The id is encoded: any character may arrive in it, and a header holds only Latin-1 (a 500 otherwise).
  const response = new NextResponse(null, { status: 303, headers: { Location: `/leagues/${encodeURIComponent(id)}` } });
  if (token && (await canEditLeague(id, token))) {
    for (const cookie of leagueCookies(id, token, servedOverHttps(request.headers, request.url))) {
      response.cookies.set(cookie);
    }
  }
  return response;
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
