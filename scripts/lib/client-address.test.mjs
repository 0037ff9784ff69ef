import { describe, expect, it } from "vitest";
import { CLIENT_HEADER, clientAddress, markClient } from "./client-address.mjs";

describe("clientAddress", () => {
  it("is the socket's address when the peer is not this machine, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.7", undefined)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", "10.0.0.1")).toBe("203.0.113.7");
    expect(clientAddress("2001:db8::5", "10.0.0.1, 10.0.0.2")).toBe("2001:db8::5");
  });

  it("behind a proxy on this machine: the last X-Forwarded-For entry, the one the proxy appended", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.4")).toBe("198.51.100.4");
    expect(clientAddress("::1", "1.2.3.4, 198.51.100.4")).toBe("198.51.100.4");
    expect(clientAddress("::ffff:127.0.0.1", ["1.2.3.4", "198.51.100.9 "])).toBe("198.51.100.9");
    // No proxy (a browser on this machine): the loopback address itself.
    expect(clientAddress("127.0.0.1", undefined)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", " , ")).toBe("127.0.0.1");
  });

  it("markClient replaces whatever the client sent in the header", () => {
    const req = { socket: { remoteAddress: "203.0.113.7" }, headers: { [CLIENT_HEADER]: "spoofed" } };
    markClient(req);
    expect(req.headers[CLIENT_HEADER]).toBe("203.0.113.7");
  });
});
