import { describe, expect, it } from "vitest";
import { randomBase64 } from "./random-pool";

describe("randomBase64", () => {
  it("gives the asked number of bytes, never the same twice across refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const value = randomBase64(16);
      expect(Buffer.from(value, "base64")).toHaveLength(16);
      seen.add(value);
    }
    expect(seen.size).toBe(2000);
  });
});
