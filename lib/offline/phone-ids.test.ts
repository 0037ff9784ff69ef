import { describe, expect, it } from "vitest";
import { phoneId, phoneSecret } from "./phone-ids";

describe("ids a phone chooses", () => {
  it("are base64url of the server's sizes: 22 characters (128 bits) and 43 (256 bits)", () => {
    for (let i = 0; i < 200; i++) {
      expect(phoneId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(phoneSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it("do not repeat", () => {
    const ids = new Set(Array.from({ length: 2000 }, phoneId));
    expect(ids.size).toBe(2000);
  });
});
