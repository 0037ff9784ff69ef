import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureSaveCpu } from "./bench/save-cpu.mjs";
import { startApp } from "./bench/servers.mjs";
const dir = mkdtempSync(join(tmpdir(), "savecpu-"));
const app = await startApp({ distDir: process.env.DIST ?? ".next", url: `file:${join(dir, "a.db")}` });
try { await measureSaveCpu(app, { seconds: 3, reps: 4 }); } finally { app.stop(); }
