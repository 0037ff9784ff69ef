import { methodNotAllowed } from "@/lib/api/respond";
import { workerScript } from "@/lib/pwa/worker-file";

// /sw.js: the service worker of the build this server runs (lib/pwa/worker-file.ts). Read on every request: the browser
// asks only when a page registers it or checks for an update.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const script = await workerScript();
  if (!script) return new Response("No service worker in this build.", { status: 404 });
  return new Response(new Uint8Array(script), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // As Next served public/sw.js: always checked again, so a new build's worker is seen at once.
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

// The gate answers these first (lib/front/gate.ts: a static file takes GET and HEAD); here for `DECKSIDE_FRONT=off`'s
// sake as for every route.
export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
