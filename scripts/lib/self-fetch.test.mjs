import { describe, expect, it } from "vitest";
import { createSelfFetchMark, SELF_FETCH_HEADER } from "./self-fetch.mjs";

describe("createSelfFetchMark", () => {
  it("marks a server action's request, and answers Next's fetch that carries the mark uncompressed", () => {
    const mark = createSelfFetchMark("s3cret");
    const action = { "next-action": "abc", "accept-encoding": "gzip, br" };
    mark("POST", action);
    expect(action).toEqual({ "next-action": "abc", "accept-encoding": "gzip, br", [SELF_FETCH_HEADER]: "s3cret" });
    // Next forwards the action's headers to its fetch of the redirect target (without `next-action`).
    const { "next-action": _, ...forwarded } = action;
    mark("GET", forwarded);
    expect(forwarded).toEqual({ "accept-encoding": "identity" });
  });

  it("drops a mark that is not its own and leaves the request's encoding alone", () => {
    const mark = createSelfFetchMark("s3cret");
    const forged = { [SELF_FETCH_HEADER]: "guess", "accept-encoding": "gzip" };
    mark("GET", forged);
    expect(forged).toEqual({ "accept-encoding": "gzip" });
  });

  it("leaves other requests as they are", () => {
    const mark = createSelfFetchMark("s3cret");
    for (const [method, headers] of [
      ["GET", { "accept-encoding": "gzip", rsc: "1" }],
      ["POST", { "accept-encoding": "gzip", "content-type": "application/json" }],
    ]) {
      const before = { ...headers };
      mark(method, headers);
      expect(headers).toEqual(before);
    }
  });

  it("makes a secret of its own when none is given", () => {
    const a = {};
    const b = {};
    createSelfFetchMark()("POST", Object.assign(a, { "next-action": "x" }));
    createSelfFetchMark()("POST", Object.assign(b, { "next-action": "x" }));
    expect(a[SELF_FETCH_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(a[SELF_FETCH_HEADER]).not.toBe(b[SELF_FETCH_HEADER]);
  });
});
