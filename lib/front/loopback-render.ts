import { Agent, type IncomingMessage, request } from "node:http";
import type { CapturedPage } from "./page-template";

// The page cache asks Next for a page the way a browser would: over this server's own port, with a header that
// makes the front hand the request to Next. So the cache needs nothing from the server script but its table entry,
// and what it keeps is exactly what Next answered (docs/decisions/025-scoreboard-page-cache.md). A client sending
// the header itself only gets Next's own render.
export const RENDER_HEADER = "x-deckside-render";

// Kept-alive connections: a miss costs a request over loopback, not a new TCP connection.
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Next's whole answer to `req`, asked again on the port it came in on; `plain`: without compression. */
export function renderViaLoopback(req: IncomingMessage, plain: boolean): Promise<CapturedPage> {
  const headers = { ...req.headers, [RENDER_HEADER]: "1" };
  delete headers.connection;
  if (plain) delete headers["accept-encoding"];
  const { localAddress, localPort } = req.socket;
  const ask = (): Promise<CapturedPage> =>
    new Promise((resolve, reject) => {
      const sent = request(
        { host: localAddress, port: localPort, path: req.url, method: req.method, headers, agent },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.once("end", () =>
            resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
          answer.once("error", reject);
        },
      );
      sent.once("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed (its keep-alive timeout) just as this request went out on it: the
        // request never reached Next, so it is asked again on a fresh connection (Node's documented retry for
        // `reusedSocket`). Only GET pages come here, so asking twice changes nothing.
        if (sent.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE")) ask().then(resolve, reject);
        else reject(error);
      });
      sent.end();
    });
  return ask();
}
