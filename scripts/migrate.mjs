// npm run db:migrate: applies pending migrations to DATABASE_URL (default: the SQLite file in ./data).
import { databaseUrl } from "./lib/database-url.mjs";
import { migrate } from "./lib/migrate.mjs";

const applied = await migrate(databaseUrl(), { log: console.log });
console.log(applied.length ? `${applied.length} migration(s) applied.` : "Database is up to date.");
