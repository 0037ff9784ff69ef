// Keeps the engine's own Date constructor where the app's code finds it (lib/sql/sqlite.ts), before Next replaces
// the global Date with a wrapper that tracks reading the clock for its prerenders
// (next/dist/server/node-environment-extensions/date.js). The wrapper constructs through Reflect.construct, several
// times slower: a round submit turns 100 stored round times into Dates (docs/decisions/030). The objects are the
// same either way (same prototype); only `new Date()` without arguments reads the clock, and that stays Next's.
// Imported by scripts/server.mjs before `next`.
globalThis.decksideNativeDate = Date;
