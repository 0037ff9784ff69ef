import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { getGame } from "../games/registry";
import { openApiDocument } from "./document";
import { ERROR_CODES } from "./errors";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(openApiDocument()) as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  }, 60_000);

  it("names the Bearer scheme on every operation that changes something, and on none that only reads", () => {
    const document = openApiDocument() as any;
    expect(document.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: "http", scheme: "bearer" }),
    );
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const open = (method === "get" || method === "head") && !path.endsWith("/backup");
        const creates = ["/api/v1/sessions", "/api/v1/leagues", "/api/v1/leagues/import"].includes(path);
        // The referee's checks are POSTs that change nothing (issue 25): open to anyone, like a read.
        const check = operation.tags?.includes("Referee");
        if (check) expect(operation.security, `${method} ${path}`).toBeUndefined();
        if (open || creates || check || path === "/api/{path}") continue;
        expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      }
    }
  });

  it("lists each error code under its status, with the error shape", () => {
    const document = openApiDocument() as any;
    const rounds = document.paths["/api/v1/sessions/{id}/rounds"].post.responses;
    const codes = (status: string) =>
      rounds[status].content["application/json"].schema.properties.error.properties.code.enum;
    expect(codes("400")).toEqual(["invalid_json", "invalid_body"]);
    expect(codes("409")).toEqual(["stale_round", "game_finished", "idempotency_key_reused"]);
    expect(codes("413")).toEqual(["payload_too_large"]);
    expect(codes("422")).toEqual(["rule_violation", "too_many_rounds"]);
    expect(codes("503")).toEqual(["unavailable"]);
    // The Idempotency-Key header of a round submit and edit (issue 27).
    for (const operation of [
      document.paths["/api/v1/sessions/{id}/rounds"].post,
      document.paths["/api/v1/sessions/{id}/rounds/{number}"].put,
    ])
      expect(operation.parameters.find((p: any) => p.in === "header")?.name).toBe("Idempotency-Key");
    expect(document.components.schemas.Error.properties.error.properties.code.enum.sort()).toEqual(
      [...ERROR_CODES].sort(),
    );
  });

  it("has one round entry schema per game, each with its rule sheet's example, which the game's schema accepts", () => {
    const document = openApiDocument() as any;
    const body = document.paths["/api/v1/sessions/{id}/rounds"].post.requestBody.content["application/json"];
    expect(Object.keys(body.examples)).toEqual(["nines", "ninety-nine-tricks", "ninety-eight", "ninety-nine-adding"]);
    expect(document.components.schemas.RoundEntry.anyOf).toHaveLength(4);
    for (const ref of document.components.schemas.RoundEntry.anyOf) {
      const schema = document.components.schemas[ref.$ref.split("/").at(-1)];
      expect(schema.additionalProperties).toBe(false);
      expect(schema.examples).toHaveLength(1);
    }
    for (const [game, example] of Object.entries<any>(body.examples)) {
      const parsed = getGame(game)!.entrySchema.safeParse(example.value);
      expect(parsed.success, `${game}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it("documents the limits and the event streams", () => {
    const document = openApiDocument() as any;
    expect(document.info.description).toMatch(/64 KiB.*a league backup: 64 MiB/s);
    expect(document.info.description).toMatch(/League imports: one at a time.*429 rate_limited/s);
    expect(document.info.description).toMatch(/1,000 .*too_many_rounds/s);
    const stream = document.paths["/api/v1/sessions/{id}/events"].get.responses["200"];
    expect(Object.keys(stream.content)).toEqual(["text/event-stream"]);
    expect(stream.description).toMatch(/heartbeat.*Last-Event-ID/s);
    expect(document["x-limits"].length).toBeGreaterThan(5);
  });

  it("says a league import may answer 503 (another import runs) and 429 (the client's budget), each with Retry-After", () => {
    const responses = (openApiDocument() as any).paths["/api/v1/leagues/import"].post.responses;
    const codes = (status: string) =>
      responses[status].content["application/json"].schema.properties.error.properties.code.enum;
    expect(codes("503")).toEqual(["unavailable"]);
    expect(codes("429")).toEqual(["rate_limited"]);
    for (const status of ["429", "503"]) expect(Object.keys(responses[status].headers)).toEqual(["Retry-After"]);
    expect(responses["503"].description).toMatch(/league import/);
    expect(responses["413"].description).toMatch(/64 MiB/);
  });
});
