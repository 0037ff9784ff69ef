// The throw-away PostgreSQL databases of the tests that start production servers (tests/crash, tests/live): a
// database of their own on the server TEST_POSTGRES_URL names, created and dropped through its admin database.

/** `adminUrl` with its database replaced by `name`. */
export function withDatabase(adminUrl: string, name: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the admin database (CREATE and DROP DATABASE). */
export async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
