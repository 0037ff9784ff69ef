// The server the end-to-end tests run against: `npm start` on a fresh database file of its own.
import { rmSync } from "node:fs";
import { databaseUrl, sqlitePath } from "./lib/database-url.mjs";

const url = databaseUrl();
if (url.startsWith("file:")) rmSync(sqlitePath(url), { force: true });
await import("./start.mjs");
