import { AppError } from "../errors";

// The response headers every answer carries, and the refusals proxy.ts makes before Next would answer with a 500.
// Why each one is as it is: docs/decisions/007-security-headers.md.

/** Next's default limit for a server action's body (serverActions.bodySizeLimit). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // Next puts this request's nonce on its own scripts; 'strict-dynamic' lets those load the page's chunks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // React style attributes (the charts' label positions) cannot carry a nonce; a nonce here would disable them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js): with 'strict-dynamic' script-src would ignore 'self' for it (014).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers for every answer; HSTS only when the browser came over HTTPS (it would be ignored otherwise). */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    // No Referer to another site (an edit link must never leave), but a form's own Origin to this one: under
    // no-referrer a form posted before the page hydrates says `Origin: null` and Next refuses its server action.
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

/** Whether an address decodes: a malformed %-sequence would make Next's router throw (a 500). */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A POST to a page is a server action; Next refuses a cross-site one and a body over its limit by throwing (a 500).
 * The same checks here answer 403, 411 or 413 instead. `host` is what Next compares the Origin with
 * (x-forwarded-host, else Host).
 */
export function actionRefusal(headers: Pick<Headers, "get">): AppError | null {
  const length = headers.get("content-length");
  if (length === null || !/^\d+$/.test(length.trim())) {
    return new AppError("invalid_body", "A form submission needs a Content-Length; send the body in one piece.");
  }
  if (Number(length) > ACTION_BODY_LIMIT) {
    return new AppError("payload_too_large", `A form submission may be at most ${ACTION_BODY_LIMIT / 1024 / 1024} MB.`);
  }
  const origin = headers.get("origin");
  if (origin === null || origin === "null") return null;
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").split(",")[0]?.trim();
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost === null || originHost !== host) {
    return new AppError("forbidden", "A form on another site cannot change anything here.");
  }
  return null;
}
