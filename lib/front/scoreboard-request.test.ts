import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "../i18n/locales";
import { holdsAnyLeagueCookie, holdsLeagueCookie, keyOf, scoreboardRequest } from "./scoreboard-request";

const ID = "AAAAAAAAAAAAAAAAAAAAAA";
const viewOf = (headers: Record<string, string> = {}, url = `/sessions/${ID}`, method = "GET") =>
  scoreboardRequest(method, url, headers);

describe("which scoreboard requests the cache may answer", () => {
  it("takes the language from the cookie, else from Accept-Language, as lib/i18n/request.ts", () => {
    expect(viewOf({ cookie: "NEXT_LOCALE=nl", "accept-language": "de" })?.locale).toBe("nl");
    expect(viewOf({ cookie: "NEXT_LOCALE=fr", "accept-language": "de-CH,de;q=0.9" })?.locale).toBe("de");
    expect(viewOf({})?.locale).toBe("en");
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(viewOf({ "accept-language": header })?.locale).toBe(localeFromAcceptLanguage(header));
      }),
    );
  });

  it("keys by session, language and scheme", () => {
    const plain = viewOf({ "accept-language": "de" })!;
    const secure = viewOf({ "accept-language": "de", "x-forwarded-proto": "https" })!;
    expect(keyOf(plain)).toBe(`${ID} de http`);
    expect(keyOf(secure)).toBe(`${ID} de https`);
    // The scoring phones' view is kept apart from the viewers'.
    expect(keyOf(secure, true)).toBe(`${ID} de https edit`);
  });

  it("keys by the phone's time zone, a known one only", () => {
    const auckland = viewOf({ "accept-language": "de", cookie: "deckside-tz=Pacific/Auckland" })!;
    expect(keyOf(auckland)).toBe(`${ID} de http Pacific/Auckland`);
    expect(keyOf(auckland, true)).toBe(`${ID} de http Pacific/Auckland edit`);
    expect(viewOf({ cookie: "deckside-tz=Mars/Olympus" })?.timeZone).toBeNull();
    expect(viewOf({ cookie: "deckside-tz=%3Cscript%3E" })?.timeZone).toBeNull();
  });

  it("leaves to Next whatever may answer differently", () => {
    expect(viewOf()).not.toBeNull();
    // The game's edit cookie is read for the cache to check (scoreboard-cache.ts); another game's is not.
    expect(viewOf({ cookie: `a=1; deckside-edit-${ID}=t` })?.editToken).toBe("t");
    expect(viewOf({ cookie: "deckside-edit-x=t" })?.editToken).toBeNull();
    expect(viewOf({ rsc: "1" })).toBeNull();
    expect(viewOf({ "next-router-prefetch": "1" })).toBeNull();
    expect(viewOf({ "next-router-state-tree": "x" })).toBeNull();
    expect(viewOf({ "next-action": "abc" })).toBeNull();
    expect(viewOf({ "x-deckside-render": "1" })).toBeNull();
    // Crawlers get another render from Next (metadata not streamed).
    expect(
      viewOf({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toBeNull();
    expect(viewOf({ "user-agent": "facebookexternalhit/1.1" })).toBeNull();
    const phone =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
    expect(viewOf({ "user-agent": phone })).not.toBeNull();
    expect(viewOf({}, `/sessions/${ID}?_rsc=abc`)).toBeNull();
    expect(viewOf({}, `/sessions/${ID}?`)).toBeNull();
    expect(viewOf({}, `/sessions/${ID}/`)).toBeNull();
    expect(viewOf({}, `/sessions/${ID}/round`)).toBeNull();
    expect(viewOf({}, "/sessions/%41%41")).toBeNull();
    expect(viewOf({}, `/sessions/${ID}`, "HEAD")).toBeNull();
    expect(viewOf({}, `/sessions/${ID}`, "POST")).toBeNull();
  });

  it("sees the league's edit cookies under each of their names, and only that league's", () => {
    for (const name of ["deckside-league-L1", "deckside-league-new-L1", "deckside-league-games-L1"]) {
      expect(holdsLeagueCookie(viewOf({ cookie: `${name}=t` })!, "L1")).toBe(true);
    }
    expect(holdsLeagueCookie(viewOf({ cookie: "deckside-league-games-L2=t" })!, "L1")).toBe(false);
    expect(holdsLeagueCookie(viewOf({ cookie: "deckside-league-games-L1=t" })!, null)).toBe(false);
  });

  it("sees any league's edit cookie (a scoring phone's leagues to file into), and nothing else as one", () => {
    for (const name of ["deckside-league-L1", "deckside-league-new-L2", "deckside-league-games-L3"]) {
      expect(holdsAnyLeagueCookie(viewOf({ cookie: `${name}=t` })!)).toBe(true);
    }
    expect(holdsAnyLeagueCookie(viewOf({ cookie: `deckside-edit-${ID}=t; deckside-recent-leagues=L1; a=1` })!)).toBe(
      false,
    );
  });
});
