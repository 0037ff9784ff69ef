// Generates docs/client/deckside-api.d.ts from the OpenAPI document (npm run api:types). openapi-typescript runs
// with the TypeScript 5 installed beside it (this folder's package.json): the project's TypeScript 7 has no JS API.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = fileURLToPath(new URL("../../../", import.meta.url));
export const TYPES_FILE = join(root, "docs/client/deckside-api.d.ts");

const HEADER =
  "// Generated from GET /api/v1/openapi.json by openapi-typescript (npm run api:types). Do not edit by hand:\n" +
  "// a test fails when this file no longer matches the document.\n\n";

/** The types of `document` (the OpenAPI object), as the committed file holds them. */
export async function typesFor(document) {
  const ast = await openapiTS(structuredClone(document), { alphabetize: false });
  return HEADER + astToString(ast);
}

/** The document, built from lib/openapi with esbuild (a plain node script cannot import TypeScript). */
async function buildDocument() {
  const { build } = await import("esbuild");
  // Inside the project (git-ignored), so the bundle's imports of zod and zod-openapi resolve.
  mkdirSync(join(root, ".test-output"), { recursive: true });
  const dir = mkdtempSync(join(root, ".test-output/openapi-"));
  try {
    const outfile = join(dir, "document.mjs");
    await build({
      entryPoints: [join(root, "lib/openapi/document.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      outfile,
      logLevel: "warning",
    });
    const { openApiDocument } = await import(pathToFileURL(outfile).href);
    return openApiDocument();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(TYPES_FILE, await typesFor(await buildDocument()));
  console.log(`Wrote ${TYPES_FILE}`);
}
