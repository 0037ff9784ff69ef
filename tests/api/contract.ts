// Every answer a route handler gives in the API suite is checked against the OpenAPI document (lib/openapi):
// its status must be documented for that operation, its content type listed, and a JSON body must match the
// documented schema (strict objects: an undocumented field fails). contract-hooks.ts wraps every route module.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/lib/openapi/document";

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
};

// Fast to compile rather than fast to run: a test file checks a few hundred answers at most.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, code: { optimize: false } });
addFormats(ajv);
ajv.addSchema(document, "openapi");

const compiled = new Map<string, ValidateFunction>();

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

function validator(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/${ref}` });
    compiled.set(ref, validate);
  }
  return validate;
}

// Compiled now, while the test file is being imported (no time limit), not inside a test's or hook's first call.
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (response.content?.["application/json"]) {
        validator(`${pointer("paths", path, method, "responses", status, "content", "application/json")}/schema`);
      }
    }
  }
}
validator("components/schemas/MethodNotAllowed");

export class ContractError extends Error {
  override name = "ContractError";
}

/** Checks one answer of `method` on the documented path `template` (e.g. `/api/v1/sessions/{id}`). */
export async function checkAnswer(template: string, method: string, response: Response): Promise<void> {
  const where = `${method} ${template} → ${response.status}`;
  const item = document.paths[template];
  if (!item) throw new ContractError(`${where}: the document has no path ${template}`);
  const operation = item[method.toLowerCase()];
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (!operation) {
    // A method the address does not serve: the 405 every route gives, in the shared error shape.
    if (response.status !== 405) throw new ContractError(`${where}: undocumented method answered ${response.status}`);
    return checkJson(where, "components/schemas/MethodNotAllowed", type, response);
  }
  const documented = operation.responses[String(response.status)];
  if (!documented) {
    const listed = Object.keys(operation.responses).join(", ");
    throw new ContractError(`${where}: status ${response.status} is not documented (documented: ${listed})`);
  }
  const content = documented.content ?? {};
  if (Object.keys(content).length === 0) return;
  if (!content[type]) {
    throw new ContractError(`${where}: content type "${type}" is not documented (${Object.keys(content).join(", ")})`);
  }
  if (type === "application/json") {
    const ref = pointer("paths", template, method.toLowerCase(), "responses", String(response.status), "content", type);
    return checkJson(where, `${ref}/schema`, type, response);
  }
  // Streams are not read here (they never end on their own); text downloads are strings by definition.
}

async function checkJson(where: string, ref: string, type: string, response: Response): Promise<void> {
  if (type !== "application/json") throw new ContractError(`${where}: expected JSON, got "${type}"`);
  const body = JSON.parse(await response.clone().text()) as unknown;
  const validate = validator(ref);
  if (!validate(body)) {
    const errors = ajv.errorsText(validate.errors, { separator: "\n  " });
    throw new ContractError(`${where}: the body does not match the document:\n  ${errors}\n${preview(body)}`);
  }
}

function preview(body: unknown): string {
  const text = JSON.stringify(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

type Handler = (request: Request, context?: unknown) => Promise<Response>;

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+").replaceAll(".", "\\.")}$`);

/**
 * The documented path a request to a route answers for: a concrete path the document lists under the route's template
 * (the referee's `/api/v1/games/nines/referee/play` under `/api/v1/games/{game}/referee/{check}`), else the template.
 */
export function documentedPath(template: string, pathname: string): string {
  const route = patternOf(template);
  const concrete = Object.keys(document.paths).find(
    (path) => path !== template && route.test(path.replace(/\{\w+\}/g, "x")) && patternOf(path).test(pathname),
  );
  return concrete ?? template;
}

/** The route module with each handler checking its answers against the document. */
export function checked<T extends Record<string, unknown>>(template: string, module: T): T {
  const wrapped: Record<string, unknown> = { ...module };
  for (const [name, value] of Object.entries(module)) {
    if (!/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(name) || typeof value !== "function") continue;
    const handler = value as Handler;
    wrapped[name] = async (request: Request, context?: unknown) => {
      const response = await handler(request, context);
      const path = request ? documentedPath(template, new URL(request.url).pathname) : template;
      await checkAnswer(path, name, response);
      return response;
    };
  }
  return wrapped as T;
}
