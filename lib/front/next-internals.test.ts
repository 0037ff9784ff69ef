import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { NextRequest, userAgentFromString } from "next/server";
import { describe, expect, it } from "vitest";
import { isBot, NEXT_ROUTER_HEADERS, parseCookies } from "./next-internals";

// Fails when an upgrade of Next changes what lib/front/next-internals.ts relies on (docs/next-upgrade.md).
const require = createRequire(import.meta.url);

const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "WhatsApp/2.23.20.0",
];
// The public test (`userAgentFromString(...).isBot`) also counts this one; Next's render does not treat it as a bot.
const PUBLIC_ONLY_BOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)";
const PHONES = [
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
];

describe("what the front takes from Next", () => {
  it("still finds Next's render's crawler test at its private path, classifying crawlers and phones as before", () => {
    expect(typeof require("next/dist/shared/lib/router/utils/is-bot").isBot).toBe("function");
    for (const agent of CRAWLERS) expect([agent, isBot(agent)]).toEqual([agent, true]);
    for (const agent of PHONES) expect([agent, isBot(agent)]).toEqual([agent, false]);
    // Why the public test is no replacement: it is another list (and runs ua-parser over the header besides).
    expect([isBot(PUBLIC_ONLY_BOT), userAgentFromString(PUBLIC_ONLY_BOT).isBot]).toEqual([false, true]);
  });

  it("reads cookies exactly as Next's cookies() does, for any header", () => {
    const piece = fc.constantFrom("NEXT_LOCALE", "de", "=", ";", "; ", " ", "%", "%20", "%E0", '"', "a", "deckside-x");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const header = pieces.join("");
        const next = new NextRequest("http://localhost/", { headers: { cookie: header } }).cookies.getAll();
        expect([...parseCookies(header)]).toEqual(next.map(({ name, value }) => [name, value]));
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves to Next every request header its router sends or reads", () => {
    // Read as text: the names are private constants of Next's client (no import of its private module).
    const source = readFileSync(require.resolve("next/dist/client/components/app-router-headers.js"), "utf8");
    const names = [...source.matchAll(/^const (\w+) = '([^']+)';$/gm)]
      .filter(([, constant = ""]) => /_HEADER$|^NEXT_URL$/.test(constant) && constant !== "RSC_CONTENT_TYPE_HEADER")
      .map(([, , name]) => name as string);
    // The ones the router sends today, so an emptied or moved file fails here instead of passing on nothing.
    expect(names).toEqual(expect.arrayContaining(["rsc", "next-action", "next-router-state-tree", "next-url"]));
    const routerHeader = new RegExp(`^(${NEXT_ROUTER_HEADERS})`, "i");
    for (const name of names) expect([name, routerHeader.test(name)]).toEqual([name, true]);
    expect(routerHeader.test("accept-language")).toBe(false);
  });
});
