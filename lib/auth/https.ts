// Whether the browser reached us over HTTPS: behind a TLS-terminating proxy the first x-forwarded-proto says so,
// otherwise the request's own URL. A client that lies here only hurts itself (a Secure cookie it will not send
// back over plain HTTP, an HSTS header a browser ignores on HTTP).
export function servedOverHttps(headers: Pick<Headers, "get">, url?: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url?.startsWith("https:") === true;
}
