import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/document";
// @ts-expect-error -- plain ESM script without types
import { TYPES_FILE, typesFor } from "./typegen/generate.mjs";

it("the committed client types match the document (else: npm run api:types)", async () => {
  const fresh: string = await typesFor(openApiDocument());
  expect(fresh.length).toBeGreaterThan(10_000);
  expect(readFileSync(TYPES_FILE, "utf8") === fresh, "docs/client/deckside-api.d.ts is stale: npm run api:types").toBe(
    true,
  );
}, 60_000);
