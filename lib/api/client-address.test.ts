import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("a request's client address", () => {
  it("is the last X-Forwarded-For entry (the hop nearest this server), trimmed", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "10.0.0.1" }))).toBe("10.0.0.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4, 198.51.100.7 " }))).toBe("198.51.100.7");
  });

  it("is 'unknown' without one", () => {
    expect(clientAddress(new Headers())).toBe("unknown");
    expect(clientAddress(new Headers({ "x-forwarded-for": " , " }))).toBe("unknown");
  });
});

describe("the production server's own header", () => {
  it("wins over X-Forwarded-For: the server wrote it, replacing whatever the client sent", () => {
    const headers = new Headers({ "x-deckside-client": "203.0.113.7", "x-forwarded-for": "10.0.0.1" });
    expect(clientAddress(headers)).toBe("203.0.113.7");
    expect(clientAddress(new Headers({ "x-deckside-client": " ", "x-forwarded-for": "10.0.0.1" }))).toBe("10.0.0.1");
  });
});
