import { describe, expect, it } from "vitest";
import { randomText } from "./random-pool";

describe("randomText", () => {
  it("gives the asked number of bytes, never the same twice across refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const encoding = i % 2 === 0 ? "base64" : "base64url";
      const value = randomText(16, encoding);
      expect(Buffer.from(value, encoding)).toHaveLength(16);
      if (encoding === "base64url") expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      seen.add(value);
    }
    expect(seen.size).toBe(2000);
  });
});
