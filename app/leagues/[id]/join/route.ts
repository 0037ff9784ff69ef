import { NextResponse } from "next/server";
import { leagueCookie } from "@/lib/leagues/cookies";
import { canEditLeague } from "@/lib/leagues/data";

/** The league's secret edit link: /leagues/<id>/join?token=<token> keeps the token on this phone. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const token = new URL(request.url).searchParams.get("token");
  // A relative Location: behind a proxy or on 127.0.0.1 the request URL may name another host than the browser used.
  const response = new NextResponse(null, { status: 303, headers: { Location: `/leagues/${id}` } });
  if (token && (await canEditLeague(id, token))) response.cookies.set(leagueCookie(id, token));
  return response;
}
