// How many connections the PostgreSQL pool keeps: DATABASE_POOL_SIZE, else `connection_limit` in the URL (the
// parameter Prisma's own engine reads, so URLs written for it keep their meaning), else pg's default of 10.

export const DEFAULT_POOL_SIZE = 10;
export const MAX_POOL_SIZE = 1000;

/** The URL to hand to pg (without `connection_limit`, which pg does not know) and the pool size to use. */
export function postgresPool(url: string, configured?: number): { connectionString: string; max: number } {
  const parsed = new URL(url);
  const fromUrl = parsed.searchParams.get("connection_limit");
  parsed.searchParams.delete("connection_limit");
  let max = configured ?? DEFAULT_POOL_SIZE;
  if (configured === undefined && fromUrl !== null) {
    const limit = Number(fromUrl);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_POOL_SIZE)
      throw new Error(
        `connection_limit in DATABASE_URL must be a whole number from 1 to ${MAX_POOL_SIZE}, got "${fromUrl}".`,
      );
    max = limit;
  }
  return { connectionString: fromUrl === null ? url : parsed.toString(), max };
}
