import { parseWith } from "@/lib/api/parse";
import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { mergeMembers } from "@/lib/leagues/mutations";
import { mergeMembersSchema } from "@/lib/leagues/schema";

/** Merges this member into `into` (the same person entered under two names). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; memberId: string }> }) {
  return handle(async () => {
    const { id, memberId } = await params;
    const { into } = parseWith(mergeMembersSchema, await readJson(request), "The merge is not valid");
    await mergeMembers(id, bearerToken(request), memberId, into);
    return json({ merged: memberId, into });
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
