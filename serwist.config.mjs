// @ts-check
// The service worker's build (Serwist "configurator mode"): scripts/build.mjs runs it after `next build`, so the
// precache lists the finished build's static files (docs/decisions/014-installable-app.md).
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serwist } from "@serwist/next/config";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const buildIdFile = join(distDir, "BUILD_ID");
// The offline page is rendered per request (the CSP nonce); a new build re-fetches it.
const revision = existsSync(buildIdFile) ? readFileSync(buildIdFile, "utf8").trim() : randomUUID();

export default await serwist({
  swSrc: "lib/pwa/sw.ts",
  // Into the build's own dist dir, served from there at /sw.js (app/sw.js, lib/pwa/worker-file.ts): a worker in
  // public/ was shared by every build in the checkout, and each build's precache names its own chunks.
  swDest: join(distDir, "sw.js"),
  // Pages are dynamic (a nonce per request): nothing prerendered to precache but the offline page and the shell below.
  precachePrerendered: false,
  // `/play` is the shell of a game the server has never seen (app/play): it must open with no network.
  additionalPrecacheEntries: [
    { url: "/offline", revision },
    { url: "/play", revision },
  ],
  // The icons and the static chunks; the 512 px PNGs are for the launcher, not for pages.
  // Nor the install sheet's screenshots (app/manifest.ts).
  globIgnores: ["public/icons/*-512.png", "public/screenshots/*"],
});
