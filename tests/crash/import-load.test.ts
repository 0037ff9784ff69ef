// A league import of 60 games of 1,000 rounds against the production server while `/api/health` is read every
// 200 ms: the slowest health answer stays under a second (docs/limits.md: an import works in slices and never holds
// the event loop for long). The same server answers an oversized import sent chunked with 413, never 400: the body
// reaches the route whole (proxy.ts leaves it alone). Needs a production build, as the crash test beside it; SQLite by
// default, a fresh PostgreSQL database with TEST_POSTGRES_URL (and the PostgreSQL build in NEXT_DIST_DIR).
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../../scripts/lib/migrate.mjs";
import { backupDocument } from "../api/backup-document";
import { asAdmin, withDatabase } from "../postgres-admin";
import { freePort, type ProductionServer, sleep, startProductionServer } from "../production-server";

const dir = ".test-output/crash";
const file = `${dir}/import-load-${process.pid}.db`;
const postgresAdmin = process.env.TEST_POSTGRES_URL;
const postgresName = `deckside_import_${randomBytes(6).toString("hex")}`;
const url = postgresAdmin ? withDatabase(postgresAdmin, postgresName) : `file:./${file}`;
/** The bound on every health answer during the import: the claim under test. */
const HEALTH_BOUND_MS = 1000;

let server: ProductionServer | null = null;
const base = () => server!.base;

/** Sends `size` bytes of spaces chunked (no Content-Length); resolves with the answer, however early it comes. */
function chunkedUpload(size: number): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base()}/api/v1/leagues/import`, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // The server may stop reading once it has answered: the rest of the upload is then refused, which is fine.
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const more = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", more);
      }
      request.end();
    };
    more();
  });
}

const title = `a 60 × 1,000-round league import beside health checks (${postgresAdmin ? "PostgreSQL" : "SQLite"})`;
describe.skipIf(!process.env.DECKSIDE_CRASH_TEST)(title, () => {
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    if (postgresAdmin) await asAdmin(postgresAdmin, `CREATE DATABASE ${postgresName}`);
    else rmSync(file, { force: true });
    await migrate(url);
    server = startProductionServer(url, await freePort());
    await server.healthy(180_000);
  }, 240_000);

  afterAll(async () => {
    server?.stop("SIGTERM");
    server = null;
    await sleep(500);
    if (postgresAdmin) await asAdmin(postgresAdmin, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
    else rmSync(file, { force: true });
  });

  it("answers every health check within a second while it imports, and the league is whole", async () => {
    const body = JSON.stringify(backupDocument({ games: 60, rounds: 1000 }));
    const waits: number[] = [];
    const fileWaits: number[] = [];
    let importing = true;
    /** How long `path` took to answer 200, or Infinity (no answer at all: a stalled server drops the connection). */
    const timed = async (path: string) => {
      const asked = performance.now();
      try {
        const response = await fetch(`${base()}${path}`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        return response.status === 200 ? performance.now() - asked : Number.POSITIVE_INFINITY;
      } catch {
        return Number.POSITIVE_INFINITY;
      }
    };
    const reads = (async () => {
      while (importing) {
        waits.push(await timed("/api/health"));
        // A static file as well, every other time.
        if (waits.length % 2 === 0) fileWaits.push(await timed("/icons/icon-48.png"));
        await sleep(200);
      }
    })();
    const started = performance.now();
    const response = await fetch(`${base()}/api/v1/leagues/import`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(280_000),
    }).finally(() => {
      importing = false;
    });
    const restored = (await response.json()) as any;
    const took = performance.now() - started;
    await reads;
    expect(response.status, JSON.stringify(restored)).toBe(201);
    const slowest = Math.max(...waits);
    console.log(
      `[import-load] ${(body.length / 1e6).toFixed(1)} MB imported in ${(took / 1000).toFixed(1)} s; ${waits.length} health checks, slowest ${slowest.toFixed(0)} ms; static file slowest ${Math.max(...fileWaits).toFixed(0)} ms`,
    );
    expect(waits.length).toBeGreaterThan(3);
    expect(slowest).toBeLessThan(HEALTH_BOUND_MS);
    expect(Math.max(...fileWaits)).toBeLessThan(HEALTH_BOUND_MS);
    // Security headers as on every API answer, though proxy.ts does not run for the import.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const standings = await fetch(`${base()}/api/v1/leagues/${restored.id}/standings`);
    const rows = ((await standings.json()) as any).standings;
    expect(rows.map((row: any) => row.played)).toEqual([60, 60, 60]);
  }, 300_000);

  it("answers an oversized import sent chunked with 413 payload_too_large, never 400", async () => {
    const answer = await chunkedUpload(65 * 1024 * 1024);
    expect(answer.status, JSON.stringify(answer.body)).toBe(413);
    expect(answer.body.error.code).toBe("payload_too_large");
  }, 120_000);
});
