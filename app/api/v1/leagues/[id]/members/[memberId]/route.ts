import { parseWith } from "@/lib/api/parse";
import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { renameMember } from "@/lib/leagues/mutations";
import { renameMemberSchema } from "@/lib/leagues/schema";

export async function PATCH(request: Request, { params }: { params: Promise<{ id: string; memberId: string }> }) {
  return handle(async () => {
    const { id, memberId } = await params;
    const { name } = parseWith(renameMemberSchema, await readJson(request), "The member is not valid");
    await renameMember(id, bearerToken(request), memberId, name);
    return json({ id: memberId, name: name.trim() });
  });
}

export const GET = methodNotAllowed("PATCH");
export const POST = methodNotAllowed("PATCH");
export const PUT = methodNotAllowed("PATCH");
export const DELETE = methodNotAllowed("PATCH");
