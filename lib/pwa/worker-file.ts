import { readFile } from "node:fs/promises";
import { join } from "node:path";

// Each build serves its own service worker. `npm run build` writes it into the build's dist dir (serwist.config.mjs),
// not into public/: two builds in one checkout (NEXT_DIST_DIR, e.g. CI's SQLite and PostgreSQL builds) each keep
// theirs, where a shared public/sw.js was the last build's, whose precache names chunks another build lacks: its
// install failed and a page waiting for it (`serviceWorker.ready`) waited for ever.

/** Where a build keeps its service worker: `<dist dir>/sw.js`, the dist dir as next.config.js chooses it. */
export function workerFile(distDir = process.env.NEXT_DIST_DIR || ".next"): string {
  return join(distDir, "sw.js");
}

/** The service worker of the build this server runs, or null when it has none (`next dev`, or a build without one). */
export async function workerScript(distDir?: string): Promise<Buffer | null> {
  try {
    return await readFile(workerFile(distDir));
  } catch {
    return null;
  }
}
