import { describe, expect, it } from "vitest";
import { DEFAULT_POOL_SIZE, postgresPool } from "./database-pool";

const base = "postgresql://deckside:secret@db.example:5432/deckside";

describe("postgresPool", () => {
  it("keeps pg's default of 10 and the URL as it is when nothing is configured", () => {
    expect(postgresPool(`${base}?sslmode=require`)).toEqual({ connectionString: `${base}?sslmode=require`, max: 10 });
    expect(DEFAULT_POOL_SIZE).toBe(10);
  });

  it("honours connection_limit in the URL and leaves it out of what pg sees", () => {
    expect(postgresPool(`${base}?connection_limit=3&sslmode=require`)).toEqual({
      connectionString: `${base}?sslmode=require`,
      max: 3,
    });
  });

  it("DATABASE_POOL_SIZE wins over the URL", () => {
    expect(postgresPool(`${base}?connection_limit=3`, 25)).toEqual({ connectionString: base, max: 25 });
  });

  it.each(["0", "-1", "2.5", "lots", ""])("refuses connection_limit=%s", (value) => {
    expect(() => postgresPool(`${base}?connection_limit=${value}`)).toThrow(/connection_limit/);
  });
});
