// Every piece of the front (lib/front, bundled by Next through instrumentation.ts) that depends on Next's private
// modules or copies Next's behaviour, in one place, so an upgrade of Next has one file to check
// (docs/next-upgrade.md). next-internals.test.ts fails when Next's behaviour drifts from what is here. The plain-Node
// server's own (scripts/server.mjs: compression) is scripts/lib/next-internals.mjs.
// Why the front copies any of it: docs/decisions/020-front-server.md and 025-scoreboard-page-cache.md.

// The crawler test Next's render uses (bots get metadata in the head, not streamed). No public equivalent: the
// `isBot` of `next/server`'s `userAgentFromString` is another list (it counts GPTBot, which Next renders for as for
// a browser) and runs ua-parser over the header besides, so the cache would send the wrong requests to Next.
export { isBot } from "next/dist/shared/lib/router/utils/is-bot";

/**
 * Request headers Next's router acts on (an RSC request is redirected to `?_rsc`, server actions, its internal
 * headers), as the start of a regular expression's alternatives: a request carrying one is Next's to answer, never
 * the front's (node-bridge.ts) nor the scoreboard cache's (scoreboard-request.ts). Checked against the names in
 * next/dist/client/components/app-router-headers.js by the test.
 */
export const NEXT_ROUTER_HEADERS = "rsc$|next-|x-next|x-middleware|x-now|x-matched|x-invoke|x-action";

/**
 * Cookie names and values read exactly as Next reads them for `cookies()` (@edge-runtime/cookies: the last of a
 * name wins). Next's own parser is private; the test compares this with `NextRequest#cookies`, its public face.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  // Next reads the header through a Headers object, which strips the whitespace around the value.
  for (const pair of header.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "").split(/; */)) {
    if (!pair) continue;
    const splitAt = pair.indexOf("=");
    if (splitAt === -1) {
      cookies.set(pair, "true");
      continue;
    }
    try {
      cookies.set(pair.slice(0, splitAt), decodeURIComponent(pair.slice(splitAt + 1)));
    } catch {
      // Next skips a value that does not decode; so does this.
    }
  }
  return cookies;
}
