// Reads a Server-Sent Events body as a browser's EventSource would parse it, for the API and multi-process tests.

export interface ReadEvent {
  event: string;
  id?: string;
  data: any;
}

export class SseReader {
  readonly events: ReadEvent[] = [];
  readonly comments: string[] = [];
  readonly fields: string[] = [];
  ended = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private buffer = "";

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
    void this.read();
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        let end = this.buffer.indexOf("\n\n");
        while (end >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
          end = this.buffer.indexOf("\n\n");
        }
      }
    } catch {
      // cancelled
    }
    this.ended = true;
  }

  private parse(block: string): void {
    const event: Partial<ReadEvent> & { data?: string } = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
      else if (line.startsWith("event: ")) event.event = line.slice(7);
      else if (line.startsWith("id: ")) event.id = line.slice(4);
      else if (line.startsWith("data: ")) event.data = line.slice(6);
      else if (line) this.fields.push(line);
    }
    if (event.data !== undefined)
      this.events.push({ event: event.event ?? "message", id: event.id, data: JSON.parse(event.data) });
  }

  /** Waits until `check` holds (polling the events read so far); fails after `timeoutMs`. */
  async until(check: (reader: SseReader) => boolean, timeoutMs = 2000, what = "the expected events"): Promise<void> {
    const start = Date.now();
    while (!check(this)) {
      if (Date.now() - start > timeoutMs)
        throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  named(event: string): ReadEvent[] {
    return this.events.filter((e) => e.event === event);
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
