import { handle, json } from "@/lib/api/respond";
import { bearerToken, readJson } from "@/lib/api/request";
import { AppError } from "@/lib/errors";
import { createSession } from "@/lib/sessions/mutations";
import { createSessionSchema } from "@/lib/sessions/schema";

export async function POST(request: Request) {
  return handle(async () => {
    const parsed = createSessionSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError("invalid_body", `The session is not valid (${issue?.path.join(".") || "body"}): ${issue?.message}.`, { issues: parsed.error.issues });
    }
    const { session, token } = await createSession(parsed.data, bearerToken(request));
    return json({ ...session, token }, 201);
  });
}
