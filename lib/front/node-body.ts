import type { IncomingMessage } from "node:http";
import { checkDeclaredLength, decodeBody, MAX_BODY_BYTES, parseJsonBody, tooLarge } from "@/lib/api/request";

// The front's reading of a JSON body straight from Node's request: the same checks, limits and errors as readJson
// (lib/api/request.ts) on the route's Web Request, without a web stream around Node's (decision 030).

/**
 * A request header's value as a Web `Headers` would give it: every occurrence joined with ", " (Node keeps only the
 * first of some, such as Authorization), or null.
 */
export function rawHeader(req: IncomingMessage, lowerName: string): string | null {
  const raw = req.rawHeaders;
  let value: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i]!.toLowerCase() === lowerName) value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
  return value;
}

/**
 * The body as JSON: 413 by its declared length before any of it is read (Node discards it once the answer is out),
 * or once more than `maxBytes` came in (the rest then drains unread: destroying the request would close the socket
 * before the 413 goes out); 400 when it is not JSON.
 */
export function readNodeJson(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  return new Promise((resolve, reject) => {
    // Thrown here, it rejects the promise (as readJson's async refusal does).
    checkDeclaredLength(rawHeader(req, "content-length"), maxBytes);
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      req.resume();
      reject(tooLarge(maxBytes));
    };
    const onEnd = () => {
      stop();
      try {
        resolve(parseJsonBody(decodeBody(chunks)));
      } catch (error) {
        reject(error);
      }
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
