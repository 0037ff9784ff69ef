// @ts-check
const createNextIntlPlugin = require("next-intl/plugin");

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // The messages are compiled when the app is built (icu-minify), so the browser formats them without
  // intl-messageformat's ICU parser: about 11 kB gzip off every page's first load (docs/decisions/022-server-charts.md).
  experimental: { messages: { path: "./lib/i18n/messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds live side by side (e.g. two developers' e2e runs on one machine).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native module: loaded by Node at run time, not bundled.
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
  experimental: {
    // Next's proxy (proxy.ts) copies each body it passes on into memory, by default up to 10 MB whatever the route
    // takes, and past that hands the route a body cut short (a 400 for JSON instead of a 413). This is the largest
    // body an address behind the proxy takes (a page's form, 1 MiB; the league import runs without the proxy) plus
    // one socket read: a body too large for its route still reaches it too large. The server drops what comes after
    // an address's own limit before Next sees it (lib/front/body-limits.ts, body-watch.ts; body-limits.test.ts checks
    // the two agree).
    proxyClientMaxBodySize: 1024 * 1024 + 64 * 1024,
  },
  // Static files skip proxy.ts (which sets these and the CSP on every page and API answer): the same basics here.
  async headers() {
    return [
      {
        source: "/_next/static/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
        ],
      },
      {
        // Chromium downloads the favicon again on every client-side navigation (each history.pushState), through the
        // HTTP cache: with Next's default for public files (max-age=0) that was a request to the server per tap. A
        // day's freshness answers those from the cache; the service worker precaches the icons anyway.
        source: "/icons/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400" }],
      },
    ];
  },
};

module.exports = withNextIntl(nextConfig);
