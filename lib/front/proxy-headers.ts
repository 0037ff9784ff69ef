import { contentSecurityPolicy, securityHeaders } from "@/lib/auth/security-headers";

// The headers proxy.ts puts on every page and API answer, here so the front (node-bridge.ts), which answers its
// routes without the proxy, puts exactly the same ones on them.

/** A fresh CSP nonce: 16 random bytes, base64. */
export function freshNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** The page CSP for a nonce (with 'unsafe-eval' under `next dev`, which needs it). */
export function nonceCsp(nonce: string): string {
  return contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
}

/** Sets the security headers and the CSP (the locked-down one when `csp` is null: a refusal that renders nothing). */
export function withHeaders(response: Response, https: boolean, csp: string | null): Response {
  for (const [name, value] of Object.entries(securityHeaders(https))) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", csp ?? "default-src 'none'; frame-ancestors 'none'");
  return response;
}
