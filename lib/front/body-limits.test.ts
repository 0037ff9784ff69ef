import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/api/request";
import { ACTION_BODY_LIMIT } from "@/lib/auth/security-headers";
import { BACKUP_MAX_BYTES } from "@/lib/leagues/backup-schema";
import { config } from "@/proxy";
import { bodyLimit, LARGEST_PROXIED_BODY, OWN_LIMITS, SOCKET_READ_BYTES } from "./body-limits";

const nextConfig = createRequire(import.meta.url)("../../next.config.js") as {
  experimental?: { proxyClientMaxBodySize?: number };
};

describe("body limits", () => {
  it("each address's limit is its route's: the API's 64 KiB, a backup's own, a page's form", () => {
    expect(bodyLimit("/api/v1/sessions")).toBe(MAX_BODY_BYTES);
    expect(bodyLimit("/api/v1/sessions/x/rounds")).toBe(MAX_BODY_BYTES);
    expect(bodyLimit("/api/v1/leagues/import")).toBe(BACKUP_MAX_BYTES);
    expect(bodyLimit("/api/nope")).toBe(MAX_BODY_BYTES);
    expect(bodyLimit("/new")).toBe(ACTION_BODY_LIMIT);
    expect(bodyLimit("/apiary")).toBe(ACTION_BODY_LIMIT);
    // The phone's create reads JSON as the API does (app/sessions/[id]/create/route.ts).
    expect(bodyLimit("/sessions/abc/create")).toBe(MAX_BODY_BYTES);
    // And its save (app/sessions/[id]/save/route.ts).
    expect(bodyLimit("/sessions/abc/save")).toBe(MAX_BODY_BYTES);
    // And a phone backup's restore, one game at a time (app/sessions/[id]/restore/route.ts).
    expect(bodyLimit("/sessions/abc/restore")).toBe(MAX_BODY_BYTES);
    expect(bodyLimit("/sessions/abc")).toBe(ACTION_BODY_LIMIT);
  });

  it("a route with a limit of its own is behind proxy.ts exactly when the table says so", () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const [path, limit] of Object.entries(OWN_LIMITS)) expect(matcher.test(path), path).toBe(limit.proxied);
    expect(matcher.test("/api/v1/sessions")).toBe(true);
  });

  it("Next's proxy holds the largest body a proxied address takes plus one socket read (next.config.js)", () => {
    // If this fails, a proxied route's limit grew: set proxyClientMaxBodySize in next.config.js to match.
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(LARGEST_PROXIED_BODY + SOCKET_READ_BYTES);
  });
});
