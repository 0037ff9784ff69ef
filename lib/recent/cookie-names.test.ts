import { describe, expect, it } from "vitest";
import { firstRecentId, KEEP, rememberedCookie } from "./cookie-names";

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

describe("rememberedCookie", () => {
  const a = "aaaaaaaaaaaa";
  const b = "bbbbbbbbbbbb";

  it("puts the visit first, keeps the rest in order, and sets the server's attributes", () => {
    expect(rememberedCookie("session", b, `x=1; deckside-recent-sessions=${a}.${b}`, false)).toBe(
      `deckside-recent-sessions=${b}.${a}; Path=/; Max-Age=63072000; SameSite=Lax`,
    );
    expect(rememberedCookie("league", a, "", true)).toBe(
      `deckside-recent-leagues=${a}; Path=/; Max-Age=63072000; SameSite=Lax; Secure`,
    );
  });

  it("writes nothing when the visit is first already, or is no id the app makes", () => {
    expect(rememberedCookie("session", a, `deckside-recent-sessions=${a}.${b}`, false)).toBeNull();
    expect(rememberedCookie("session", "not.an.id", "", false)).toBeNull();
    expect(rememberedCookie("session", "short", "", false)).toBeNull();
  });

  it("drops what is no id, and starts again from a malformed cookie", () => {
    expect(rememberedCookie("session", a, `deckside-recent-sessions=x!y.${b}`, false)).toMatch(
      new RegExp(`^deckside-recent-sessions=${a}.${b};`),
    );
    expect(rememberedCookie("session", a, "deckside-recent-sessions=%E0%A4%A", false)).toMatch(
      new RegExp(`^deckside-recent-sessions=${a};`),
    );
  });

  it("keeps at most KEEP ids, dropping the oldest", () => {
    const ids = Array.from({ length: KEEP }, (_, i) => `id${String(i).padStart(10, "0")}`);
    const cookie = rememberedCookie("session", a, `deckside-recent-sessions=${ids.join(".")}`, false)!;
    const value = cookie.split(";")[0]!.split("=")[1]!.split(".");
    expect(value).toEqual([a, ...ids.slice(0, KEEP - 1)]);
  });
});
