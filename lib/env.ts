import { z } from "zod";

// Environment validated once; the defaults make a fresh clone work unchanged (SQLite file in ./data).
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default("file:./data/deckside.db"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export const env = envSchema.parse({
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  NODE_ENV: process.env.NODE_ENV || undefined,
});
