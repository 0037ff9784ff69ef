import { randomText } from "@/lib/auth/random-pool";
import { contentSecurityPolicy, securityHeaders } from "@/lib/auth/security-headers";

// The headers proxy.ts puts on every page and API answer, here so the front (node-bridge.ts), which answers its
// routes without the proxy, puts exactly the same ones on them.

/** A fresh CSP nonce: 16 random bytes, base64 (from the pooled CSPRNG bytes of random-pool.ts, decision 026). */
export function freshNonce(): string {
  return randomText(16, "base64");
}

/** The page CSP for a nonce (with 'unsafe-eval' under `next dev`, which needs it). */
export function nonceCsp(nonce: string): string {
  return contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
}

/** The security headers and the CSP (the locked-down one when `csp` is null: a refusal that renders nothing). */
export function answerHeaders(https: boolean, csp: string | null): Record<string, string> {
  return { ...securityHeaders(https), "Content-Security-Policy": csp ?? "default-src 'none'; frame-ancestors 'none'" };
}

/** Sets `answerHeaders` on a response. */
export function withHeaders(response: Response, https: boolean, csp: string | null): Response {
  for (const [name, value] of Object.entries(answerHeaders(https, csp))) response.headers.set(name, value);
  return response;
}
