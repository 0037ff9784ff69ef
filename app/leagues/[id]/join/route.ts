import { NextResponse } from "next/server";
import { rememberLeagueToken } from "@/lib/leagues/cookies";
import { canEditLeague } from "@/lib/leagues/data";

/** The league's secret edit link: /leagues/<id>/join?token=<token> keeps the token on this phone. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const token = new URL(request.url).searchParams.get("token");
  if (token && (await canEditLeague(id, token))) await rememberLeagueToken(id, token);
  return NextResponse.redirect(new URL(`/leagues/${id}`, request.url), 303);
}
