import { describe, expect, it } from "vitest";
import { isApiRead, isEventStream, isPage, isPagePayload, isStaticAsset, type RequestFacts } from "./cache-rules";

const ORIGIN = "https://deckside.test";

function facts(path: string, headers: Record<string, string> = {}, origin = ORIGIN): RequestFacts {
  return { url: new URL(path, origin), sameOrigin: origin === ORIGIN, headers: new Headers(headers) };
}

/** Which cache rule (if any) takes a request; the worker tries them in this order. */
function rule(f: RequestFacts): string | null {
  if (isPagePayload(f)) return "rsc";
  if (isStaticAsset(f)) return "static";
  if (isApiRead(f)) return "api";
  if (isPage(f)) return "page";
  return null;
}

describe("the service worker's cache rules", () => {
  it("keeps pages, their RSC payloads, static files and API reads, each in its own cache", () => {
    expect(rule(facts("/"))).toBe("page");
    expect(rule(facts("/sessions/abc"))).toBe("page");
    expect(rule(facts("/sessions/abc/table"))).toBe("page");
    expect(rule(facts("/sessions/abc", { RSC: "1" }))).toBe("rsc");
    expect(rule(facts("/sessions/abc?_rsc=1x2y"))).toBe("rsc");
    expect(rule(facts("/_next/static/chunks/app-123.js"))).toBe("static");
    expect(rule(facts("/api/v1/sessions/abc"))).toBe("api");
    expect(rule(facts("/api/v1/leagues/xyz/standings"))).toBe("api");
  });

  it("never caches a live event stream, the health check, the worker itself or another site", () => {
    expect(isEventStream(facts("/api/v1/sessions/abc/events"))).toBe(true);
    expect(rule(facts("/api/v1/sessions/abc/events"))).toBeNull();
    expect(rule(facts("/api/v1/leagues/xyz/events"))).toBeNull();
    expect(rule(facts("/api/v1/sessions/abc/stream", { accept: "text/event-stream" }))).toBeNull();
    expect(rule(facts("/api/health"))).toBeNull();
    expect(rule(facts("/sw.js"))).toBeNull();
    expect(rule(facts("/sessions/abc", {}, "https://elsewhere.test"))).toBeNull();
    expect(rule(facts("/_next/static/x.js", {}, "https://cdn.elsewhere.test"))).toBeNull();
  });
});
