import { AppError } from "../errors";

/** The largest JSON body a route takes unless it documents its own limit. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body: 413 when larger than `maxBytes` (64 KiB unless a route documents its own limit, like a
 * league backup's import), 400 when not JSON.
 */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  return parseJsonBody(await readText(request, maxBytes));
}

/** A body's text as JSON, or 400 (the one parse both the route's and the front's Node reading use). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") throw new AppError("invalid_json", "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
}

/** Refuses a body whose declared length is over the limit, before reading any of it. */
export function checkDeclaredLength(contentLength: string | null | undefined, maxBytes: number): void {
  if (Number(contentLength ?? "0") > maxBytes) throw tooLarge(maxBytes);
}

/** The body's bytes as text, as a Web Request's `text()` decodes them (UTF-8, a leading BOM dropped). */
export function decodeBody(chunks: Uint8Array[]): string {
  return new TextDecoder().decode(Buffer.concat(chunks));
}

// Counted while reading, not after: a chunked body has no Content-Length to refuse up front (nor need one tell the
// truth), and reading it whole first let a 100 MB body take its size in memory before the 413.
async function readText(request: Request, maxBytes: number): Promise<string> {
  checkDeclaredLength(request.headers.get("content-length"), maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a slow sender must not hold the answer back; the rest of the body is dropped unread.
      reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return decodeBody(chunks);
}

/** 413 for a body over `maxBytes`. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${maxBytes / 1024} KiB.`);
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Request): string | null {
  return bearerOf(request.headers.get("authorization"));
}

/** The token of an `Authorization` header's value (`Bearer <token>`), or null. */
export function bearerOf(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}

/** A positive round number from the address, or 404. Digits only: Number() would also read "0x1", "1e0" or " 1" as 1. */
export function roundNumber(param: string): number {
  const number = /^[1-9][0-9]*$/.test(param) ? Number(param) : NaN;
  if (!Number.isInteger(number) || number < 1) throw new AppError("not_found", `"${param}" is not a round number.`);
  return number;
}
