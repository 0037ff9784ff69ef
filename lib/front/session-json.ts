import { ByteLru } from "./byte-lru";

// The session's JSON (GET /api/v1/sessions/:id), serialized once per session version and kept in memory
// (docs/decisions/026-session-json-cache.md). The answer depends on nothing of the caller: only on the session as
// stored, which every write stamps (version, updatedAt, league: the scoreboard page's stamp, decision 025). One
// indexed read per request says whether the kept bytes are still the answer; a write in this process or another
// (PostgreSQL) changes the stamp, so nothing has to be told to forget.

export interface SessionJsonOptions {
  /** The session's stamp, or null for an unknown session (the normal path then answers its 404). */
  stampOf(id: string): Promise<{ stamp: string } | null>;
  /** The session as the API answers it (throws not_found as the route does). */
  render(id: string): Promise<unknown>;
  /** Whether a read now may see a write that has not committed yet: then nothing read is kept. */
  readsUncommitted(): boolean;
  /** Memory for the kept bodies, in bytes; 0 keeps nothing and reads no stamp (every answer made as before). */
  maxBytes: number;
}

export function createSessionJsonCache(options: SessionJsonOptions) {
  const kept = new ByteLru<{ stamp: string; body: Uint8Array<ArrayBuffer> }>(options.maxBytes);
  const stats = { hits: 0, misses: 0 };

  /** The answer's body: the kept bytes when the session's stamp is the one they were made at, else made now. */
  async function body(id: string): Promise<Uint8Array<ArrayBuffer>> {
    if (options.maxBytes <= 0) return Buffer.from(JSON.stringify(await options.render(id)));
    const clean = !options.readsUncommitted();
    const current = await options.stampOf(id);
    if (current) {
      const hit = kept.get(id);
      if (hit?.stamp === current.stamp) {
        stats.hits++;
        return hit.body;
      }
    } else kept.delete(id);
    stats.misses++;
    // Read after the stamp: what is made is never older than the stamp it is kept under (a write landing in between
    // only makes the next request make it again).
    const made = Buffer.from(JSON.stringify(await options.render(id)));
    if (current && clean && !options.readsUncommitted()) {
      kept.set(id, { stamp: current.stamp, body: made }, made.byteLength + 2 * (id.length + current.stamp.length));
    }
    return made;
  }

  return {
    body,
    stats: () => ({ ...stats, entries: kept.size, bytes: kept.bytes }),
  };
}

export type SessionJsonCache = ReturnType<typeof createSessionJsonCache>;
