import type { IncomingMessage } from "node:http";
import type { JsonAnswer } from "@/lib/api/respond";
import { readSessionNode, savePageNode, submitRoundNode } from "./node-handlers";

// What the front answers itself, ahead of Next: one line per route. Everything not matched here (other methods,
// trailing slashes, %-escapes, odd characters in an id) goes to Next, which answers it as before.

type Params = Record<string, string>;
/**
 * A route's logic on Node's request, giving the answer the front writes itself (no Web Request or Response): the
 * same logic as the route.ts export, only the I/O edges differ (lib/front/session-handlers.ts).
 */
export type NodeHandler<P> = (req: IncomingMessage, params: P) => Promise<JsonAnswer>;
type Route = { method: string; pattern: RegExp; names: string[]; handler: NodeHandler<Params> };

// An id segment the front takes: the characters of the ids Deckside hands out, and nothing that Next would decode.
const SEGMENT = "([A-Za-z0-9_-]+)";

const routes: Route[] = [
  route("GET", "/api/v1/sessions/:id", readSessionNode),
  route("POST", "/api/v1/sessions/:id/rounds", submitRoundNode),
  // The phones' own save (issue 27): through Next's route handler it cost five times an API submit's CPU.
  route("POST", "/sessions/:id/save", savePageNode),
];

function route<P extends Params>(method: string, path: string, handler: NodeHandler<P>): Route {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${path.replace(/:\w+/g, SEGMENT)}$`);
  // The pattern gives every name of the path, so the handler gets the parameters it declares.
  return { method, pattern, names, handler: handler as NodeHandler<Params> };
}

/** The handler for a request and its parameters, or null when Next should answer. */
export function match(method: string, pathname: string): { handler: NodeHandler<Params>; params: Params } | null {
  for (const r of routes) {
    if (r.method !== method) continue;
    const found = r.pattern.exec(pathname);
    if (!found) continue;
    return { handler: r.handler, params: Object.fromEntries(r.names.map((name, i) => [name, found[i + 1]!])) };
  }
  return null;
}
