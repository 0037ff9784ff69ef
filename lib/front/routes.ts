import type { IncomingMessage } from "node:http";
import type { JsonAnswer } from "@/lib/api/respond";
import { submitRoundNode } from "./node-submit";
import type { Handler } from "./route-handler";
import { readSession, submitRound } from "./session-handlers";

// What the front answers itself, ahead of Next: one line per route. Everything not matched here (other methods,
// trailing slashes, %-escapes, odd characters in an id) goes to Next, which answers it as before.

type Params = Record<string, string>;
/** A route's logic on Node's request, giving the answer the front writes itself (no Web Request or Response). */
export type NodeHandler<P> = (req: IncomingMessage, params: P) => Promise<JsonAnswer>;
type Route = { method: string; pattern: RegExp; names: string[]; handler: Handler<never>; node?: NodeHandler<never> };

// An id segment the front takes: the characters of the ids Deckside hands out, and nothing that Next would decode.
const SEGMENT = "([A-Za-z0-9_-]+)";

const routes: Route[] = [
  route("GET", "/api/v1/sessions/:id", readSession),
  route("POST", "/api/v1/sessions/:id/rounds", submitRound, submitRoundNode),
];

// `node`, when given, is the same logic as `handler` (one implementation, only the I/O edges differ) and is what the
// front calls.
function route<P extends Params>(method: string, path: string, handler: Handler<P>, node?: NodeHandler<P>): Route {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${path.replace(/:\w+/g, SEGMENT)}$`);
  return { method, pattern, names, handler: handler as Handler<never>, node: node as NodeHandler<never> | undefined };
}

/** The handler for a request and its parameters, or null when Next should answer. */
export function match(
  method: string,
  pathname: string,
): { handler: Handler<Params>; node?: NodeHandler<Params>; params: Params } | null {
  for (const r of routes) {
    if (r.method !== method) continue;
    const found = r.pattern.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(r.names.map((name, i) => [name, found[i + 1]!]));
    if (r.node) return { handler: r.handler as Handler<Params>, node: r.node as NodeHandler<Params>, params };
    return { handler: r.handler as Handler<Params>, params };
  }
  return null;
}
