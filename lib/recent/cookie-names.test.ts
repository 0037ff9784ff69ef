import { describe, expect, it } from "vitest";
import { firstRecentId } from "./cookie-names";

describe("firstRecentId", () => {
  it("reads the first id of the kind's list, among other cookies", () => {
    const cookie =
      "deckside-edit-x=abc; deckside-recent-sessions=aaaaaaaaaaaa.bbbbbbbbbbbb; deckside-recent-leagues=cccccccccccc";
    expect(firstRecentId("session", cookie)).toBe("aaaaaaaaaaaa");
    expect(firstRecentId("league", cookie)).toBe("cccccccccccc");
  });

  it("is null without the cookie, so the visit is reported", () => {
    expect(firstRecentId("session", "")).toBeNull();
    expect(firstRecentId("league", "deckside-recent-sessions=aaaaaaaaaaaa")).toBeNull();
  });
});
