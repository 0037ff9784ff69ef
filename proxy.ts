import { type NextRequest, NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/respond";
import { servedOverHttps } from "@/lib/auth/https";
import { actionRefusal, decodablePath } from "@/lib/auth/security-headers";
import { AppError } from "@/lib/errors";
import { freshNonce, nonceCsp, withHeaders } from "@/lib/front/proxy-headers";

// Runs before every page and API answer (Next 16's successor to middleware.ts): a fresh CSP nonce per request,
// the security headers, and the refusals Next itself would turn into a 500 (docs/decisions/007-security-headers.md).
export async function proxy(request: NextRequest) {
  const https = servedOverHttps(request.headers, request.url);
  const refusal = refuse(request) ?? (await malformedForm(request));
  if (refusal) return withHeaders(errorResponse(refusal), https, null);

  const nonce = freshNonce();
  const csp = nonceCsp(nonce);
  // Next reads the nonce for its own scripts from the request's CSP header.
  const forwarded = new Headers(request.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("Content-Security-Policy", csp);
  return withHeaders(NextResponse.next({ request: { headers: forwarded } }), https, csp);
}

function refuse(request: NextRequest): AppError | null {
  if (!decodablePath(request.nextUrl.pathname)) {
    return new AppError("not_found", "This address is not valid: it has a malformed %-escape.");
  }
  const page = !request.nextUrl.pathname.startsWith("/api/");
  return page && request.method === "POST" ? actionRefusal(request.headers) : null;
}

/**
 * A page's POST without Next's action header is a form posted without JavaScript: Next parses its body as form
 * data and throws (a 500) when it is not. Parsed here first (the proxy reads its own copy of the body, within the
 * form's 1 MB): a malformed one is a 400.
 */
async function malformedForm(request: NextRequest): Promise<AppError | null> {
  if (request.method !== "POST" || request.nextUrl.pathname.startsWith("/api/")) return null;
  if (request.headers.has("next-action")) return null;
  const type = request.headers.get("content-type") ?? "";
  // Only multipart can be malformed: a URL-encoded body always parses.
  if (!/^\s*multipart\/form-data\b/i.test(type)) return null;
  try {
    await request.formData();
    return null;
  } catch {
    return new AppError("invalid_body", "The form's data is malformed (multipart/form-data without its parts).");
  }
}

export const config = {
  // Not Next's static files: they carry no secrets and need no nonce (next.config.js gives them the plain headers).
  // Nor a league import: Next hands a proxied request's body to the route through a copy it cuts off at 10 MB
  // (`proxyClientMaxBodySize`), which would turn a larger backup into invalid JSON; raising that would let every
  // address buffer as much. The import route reads its own body, counted, and sets these headers itself.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/v1/leagues/import).*)"],
};
