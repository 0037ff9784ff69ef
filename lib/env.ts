import { z } from "zod";
import { MAX_POOL_SIZE } from "./database-pool";

// Environment validated once; the defaults make a fresh clone work unchanged (SQLite file in ./data).
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default("file:./data/deckside.db"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL connections per server process (default: connection_limit in the URL, else 10). */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int("DATABASE_POOL_SIZE must be a whole number")
    .min(1, "DATABASE_POOL_SIZE must be at least 1")
    .max(MAX_POOL_SIZE, `DATABASE_POOL_SIZE must be at most ${MAX_POOL_SIZE}`)
    .optional(),
  /** How often a quiet live event stream sends a heartbeat (default 15 s; lib/live/limits.ts). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
});

export const env = envSchema.parse({
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  NODE_ENV: process.env.NODE_ENV || undefined,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || undefined,
  LIVE_HEARTBEAT_MS: process.env.LIVE_HEARTBEAT_MS || undefined,
});
