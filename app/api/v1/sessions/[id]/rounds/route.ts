import { methodNotAllowed } from "@/lib/api/respond";
import { nextRoute } from "@/lib/front/route-handler";
import { submitRound } from "@/lib/front/session-handlers";

// Also answered by the front (scripts/server.mjs), through the very same handler.
export const POST = nextRoute(submitRound);

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
