// Prisma CLI config: the provider follows the scheme of DATABASE_URL (SQLite by default).
import { defineConfig } from "prisma/config";

const url = process.env.DATABASE_URL ?? "file:./data/deckside.db";
const provider = url.startsWith("postgres") ? "postgresql" : "sqlite";

export default defineConfig({
  schema: `prisma/${provider}`,
  migrations: { path: `prisma/${provider}/migrations` },
  datasource: { url },
});
