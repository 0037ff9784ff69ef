import { readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { checkDeclaredLength } from "@/lib/api/request";
import { errorAnswer, type JsonAnswer } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";
import { bodyLimit } from "./body-limits";
import { chunkedBody, watchBody } from "./body-watch";

// What the server answers itself before Next sees a request, for requests Next would answer with a 500 or read
// too much of (issue 26): a request target that is no path, a method the Web's Request cannot carry, a method other
// than GET or HEAD on a static file, a body declared larger than its address takes. Every refusal is in the API's
// error shape. A chunked body is watched instead (body-watch.ts); a Range on a static file is dropped.

/** What the server serves somewhere (Next's own answer to OPTIONS on a route lists these). */
const ALL_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const STATIC_METHODS = "GET, HEAD";
/** Methods the Fetch standard forbids in a Request: Next cannot build one for the route (a 500). */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
/** Addresses Next answers from files, not through a route: Next throws on any other method, and on a bad Range. */
const STATIC_PREFIXES = ["/_next/static/"];
/** The service worker is a file too, served from the build's dist dir by app/sw.js (lib/pwa/worker-file.ts). */
const STATIC_PATHS = new Set(["/manifest.webmanifest", "/sw.js"]);

/** The gate's answer: a refusal (or OPTIONS *), or null for "Next answers it" (after `req` was tidied up). */
export type Gate = (req: IncomingMessage) => JsonAnswer | null;

/** A gate over the files in `publicDir` (read once: what Next serves from there is fixed when it starts). */
export function createGate(publicDir = join(process.cwd(), "public")): Gate {
  const publicNames = new Set(listNames(publicDir));
  const isStatic = (pathname: string) =>
    STATIC_PATHS.has(pathname) ||
    STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    publicNames.has(pathname.split("/")[1] ?? "");

  return (req) => {
    const url = req.url ?? "";
    const method = req.method ?? "GET";
    // The asterisk form (OPTIONS *) and anything else that is neither a path nor a whole URL: Next cannot parse it.
    if (!url.startsWith("/") && !/^https?:\/\//i.test(url)) {
      if (method === "OPTIONS" && url === "*") return { status: 204, body: null, headers: { allow: ALL_METHODS } };
      return errorAnswer(new AppError("not_found", "This is not an address: a request names a path, like /api."));
    }
    const pathname = pathOf(url);
    const staticFile = isStatic(pathname);
    if (FORBIDDEN_METHODS.has(method) || (staticFile && method !== "GET" && method !== "HEAD")) {
      return notAllowed(method, staticFile ? STATIC_METHODS : ALL_METHODS);
    }
    if (staticFile) {
      // Next's file server throws on a Range it cannot satisfy (a 500); the files are small, so every one is whole.
      delete req.headers.range;
      return null;
    }
    const limit = bodyLimit(pathname);
    try {
      checkDeclaredLength(req.headers["content-length"], limit);
    } catch (error) {
      return errorAnswer(error);
    }
    if (chunkedBody(req)) watchBody(req, limit);
    return null;
  };
}

function notAllowed(method: string, allow: string): JsonAnswer {
  const refusal = errorAnswer(
    new AppError("method_not_allowed", `${method} is not served here; this address takes ${allow}.`),
  );
  return { ...refusal, headers: { allow } };
}

/** The path of an origin-form or absolute-form target, without the query. */
function pathOf(url: string): string {
  const path = url.startsWith("/") ? url : url.replace(/^https?:\/\/[^/?#]*/i, "") || "/";
  return path.split(/[?#]/)[0]!;
}

function listNames(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
