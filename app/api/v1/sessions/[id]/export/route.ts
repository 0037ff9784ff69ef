import { z } from "zod";
import { parseWith } from "@/lib/api/parse";
import { handle, methodNotAllowed } from "@/lib/api/respond";
import { getSession } from "@/lib/sessions/data";
import { exportFileName, sessionCsv, sessionExport } from "@/lib/sessions/export";

const querySchema = z.object({ format: z.enum(["csv", "json"]).default("json") });

/** One game as a download, CSV or JSON; readable by whoever can read the session. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const { format } = parseWith(
      querySchema,
      Object.fromEntries(new URL(request.url).searchParams),
      "The export is not valid",
    );
    const session = await getSession((await params).id);
    const body = format === "csv" ? sessionCsv(session) : JSON.stringify(sessionExport(session), null, 2);
    return new Response(body, {
      headers: {
        "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(session, format)}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
