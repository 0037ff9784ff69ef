import { route } from "./node-bridge";

/**
 * Puts the front where scripts/server.mjs finds it: that script is plain Node and cannot import TypeScript, so
 * instrumentation.ts (which Next compiles and runs in the server's own process) hands it over on globalThis.
 */
export function installFront(): void {
  (globalThis as { decksideFront?: typeof route }).decksideFront = route;
}
