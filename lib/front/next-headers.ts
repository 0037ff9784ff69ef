// Request headers Next's router acts on (an RSC request is redirected to `?_rsc`, server actions, its internal
// headers), as the start of a regular expression's alternatives: a request carrying one is Next's to answer, never
// the front's (node-bridge.ts) nor the scoreboard cache's (scoreboard-request.ts).
export const NEXT_ROUTER_HEADERS = "rsc$|next-|x-next|x-middleware|x-now|x-matched|x-invoke|x-action";
