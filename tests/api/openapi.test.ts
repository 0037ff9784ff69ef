// The document covers every route under app/api, and the contract check fails what it does not document.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { openApiDocument } from "@/lib/openapi/document";
import { api, ninesSession } from "./client";
import { ContractError, checkAnswer } from "./contract";
import { ROUTED } from "./in-process-fetch";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const document = openApiDocument() as any;

function routeFiles(dir = "app/api"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [relative(".", path)] : [];
  });
}

/** `app/api/v1/sessions/[id]/route.ts` -> `/api/v1/sessions/{id}` (a catch-all `[...path]` -> `{path}`). */
const templateOf = (file: string) =>
  `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`.replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");

const ROUTES = routeFiles().map((file) => ({ file, template: templateOf(file) }));

describe("the document covers every route", () => {
  it("finds the routes", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(21);
    expect(ROUTES.map((r) => r.template)).toContain("/api/v1/openapi.json");
  });

  it.each(ROUTES)(
    "$template: every method it serves is documented; every other one answers 405",
    async ({ file, template }) => {
      expect(document.paths[template], `${file} is missing from the document`).toBeDefined();
      const module = (await import(`@/${file.replace(/\.ts$/, "")}`)) as Record<string, any>;
      const params = { params: Promise.resolve({ id: "x", memberId: "y", number: "1", path: ["v1", "nope"] }) };
      for (const method of METHODS) {
        if (document.paths[template][method.toLowerCase()]) continue;
        // Not documented: the route must not serve it (the contract hook checks the 405's shape too).
        const response = await module[method]?.(new Request(`http://deckside.test${template}`, { method }), params);
        expect(response?.status, `${method} ${template} is served but not documented`).toBe(405);
      }
    },
  );

  it("describes no path that has no route", () => {
    const templates = new Set(ROUTES.map((r) => r.template));
    // A concrete path (the referee's `/api/v1/games/nines/referee/play`) is served by the route whose template it fills in.
    const pattern = (t: string) => new RegExp(`^${t.replace(/\{\w+\}/g, "[^/]+")}$`);
    const served = (path: string) =>
      templates.has(path) || [...templates].some((t) => t !== "/api/{path}" && pattern(t).test(path));
    for (const path of Object.keys(document.paths)) expect(served(path), path).toBe(true);
  });

  it("checks every route's answers in the API suite, and routes every path in process", () => {
    const hooks = readFileSync("tests/api/contract-hooks.ts", "utf8");
    for (const { file, template } of ROUTES) {
      expect(hooks, `${file} has no contract hook`).toContain(`vi.mock("@/${file.replace(/\.ts$/, "")}"`);
      expect(hooks).toContain(`checked("${template}"`);
      if (template !== "/api/{path}") expect(ROUTED, template).toContain(template);
    }
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("answers the document as JSON", async () => {
    const response = await openapi();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.openapi).toBe("3.1.0");
    expect(body).toEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe("the contract check", () => {
  const template = "/api/v1/sessions/{id}";
  const reply = (body: unknown, status = 200) => Response.json(body, { status });

  it("accepts a real session and refuses it with an undocumented field", async () => {
    const { id } = await ninesSession();
    const session = (await api.getSession(id)).body;
    await expect(checkAnswer(template, "GET", reply(session))).resolves.toBeUndefined();
    await expect(checkAnswer(template, "GET", reply({ ...session, secret: 1 }))).rejects.toThrow(
      /must NOT have additional properties/,
    );
    const { version: _, ...missing } = session;
    await expect(checkAnswer(template, "GET", reply(missing))).rejects.toThrow(/required property 'version'/);
  });

  it("refuses an undocumented status or error code, and a method answered with anything but 405", async () => {
    const error = (code: string) => ({ error: { code, message: "No session with id x." } });
    await expect(checkAnswer(template, "GET", reply(error("not_found"), 404))).resolves.toBeUndefined();
    await expect(checkAnswer(template, "GET", reply(error("not_found"), 410))).rejects.toThrow(ContractError);
    await expect(checkAnswer(template, "GET", reply(error("stale_round"), 404))).rejects.toThrow(/allowed values/);
    await expect(checkAnswer(template, "PUT", reply({}, 200))).rejects.toThrow(/undocumented method/);
    await expect(checkAnswer(template, "GET", new Response("<html>", { status: 404 }))).rejects.toThrow(ContractError);
  });
});
