// Every piece of the plain-Node server (scripts/server.mjs, loaded without a bundler) that depends on Next's private
// modules or copies Next's behaviour, in one place, so an upgrade of Next has one file to check
// (docs/next-upgrade.md); next-internals.test.mjs fails when Next drifts. The front's own (bundled by Next) are in
// lib/front/next-internals.ts. Imported by scripts/server.mjs FIRST, before `next`: see the Date below.
import { createRequire } from "node:module";

// Keeps the engine's own Date constructor where the app's code finds it (lib/sql/sqlite.ts), before Next replaces
// the global Date with a wrapper that tracks reading the clock for its prerenders
// (next/dist/server/node-environment-extensions/date.js). The wrapper constructs through Reflect.construct, several
// times slower: a round submit turns 100 stored round times into Dates (docs/decisions/030). The objects are the
// same either way (same prototype); only `new Date()` without arguments reads the clock, and that stays Next's.
globalThis.decksideNativeDate = Date;

const require = createRequire(import.meta.url);

/**
 * The response compression Next's router applies to its own answers (same code, same bytes), for the front's
 * answers (docs/decisions/020-front-server.md). No public export: the npm `compression` package is the same code
 * but another copy to keep in step.
 */
export const compression = require("next/dist/compiled/compression");

/** Frees the gzip stream of an answer whose client left early, as Next's router does (no public export either). */
export const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream");

/** The request header of a server action (Next's ACTION_HEADER, app-router-headers.js): scripts/lib/self-fetch.mjs. */
export const NEXT_ACTION_HEADER = "next-action";
