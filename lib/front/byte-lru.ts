// A map bounded by the bytes of what it holds, least recently used out first: the front's kept answers (the session
// JSON of lib/front/session-json.ts) stay within a fixed budget however many sessions are read.

export class ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on each hit makes its first key the least recently used.
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  /** `maxBytes` for everything held; a single value over a quarter of it is not kept (it would flush the rest). */
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}
