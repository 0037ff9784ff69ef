// Runs before each API test file, before lib/env.ts is imported: a fresh, migrated SQLite file of its own.
import { mkdirSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../../scripts/lib/migrate.mjs";

const dir = ".test-output/api";
mkdirSync(dir, { recursive: true });
const file = `${dir}/${process.pid}-${randomBytes(4).toString("hex")}.db`;
rmSync(file, { force: true });
process.env.DATABASE_URL = `file:./${file}`;
await migrate(process.env.DATABASE_URL);
