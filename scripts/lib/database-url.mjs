// The one place scripts read DATABASE_URL: SQLite file in ./data by default, PostgreSQL when the URL says so.
export const DEFAULT_DATABASE_URL = "file:./data/deckside.db";

export function databaseUrl() {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** "sqlite" or "postgresql", from the URL's scheme. */
export function providerOf(url) {
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${url}".`);
}

/** The file path of a SQLite URL, relative to the working directory (the project folder). */
export function sqlitePath(url) {
  return url.replace(/^file:/, "").replace(/\?.*$/, "");
}
