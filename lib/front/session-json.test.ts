import { describe, expect, it } from "vitest";
import { createSessionJsonCache } from "./session-json";

/** A stand-in database: a session's stamp and content, and whether a transaction is open on the connection. */
function setup() {
  const db = {
    sessions: new Map<string, { stamp: string; view: unknown }>(),
    renders: 0,
    uncommitted: false,
    /** A write that commits between the stamp read and the render (set by a test). */
    duringRender: null as null | (() => void),
  };
  const cache = createSessionJsonCache({
    stampOf: async (id) => {
      const s = db.sessions.get(id);
      return s ? { stamp: s.stamp } : null;
    },
    render: async (id) => {
      db.renders++;
      db.duringRender?.();
      const s = db.sessions.get(id);
      if (!s) throw new Error("not_found");
      return s.view;
    },
    readsUncommitted: () => db.uncommitted,
    maxBytes: 1024,
  });
  const text = async (id: string) => Buffer.from(await cache.body(id)).toString();
  return { db, cache, text };
}

describe("the session JSON cache", () => {
  it("renders once per stamp and answers the same bytes from memory", async () => {
    const { db, cache, text } = setup();
    db.sessions.set("s1", { stamp: "v1", view: { id: "s1", rounds: [1] } });
    expect(await text("s1")).toBe('{"id":"s1","rounds":[1]}');
    expect(await text("s1")).toBe('{"id":"s1","rounds":[1]}');
    expect(db.renders).toBe(1);
    db.sessions.set("s1", { stamp: "v2", view: { id: "s1", rounds: [1, 2] } });
    expect(await text("s1")).toBe('{"id":"s1","rounds":[1,2]}');
    expect(db.renders).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it("answers an unknown session through the render (its error) and forgets what it kept", async () => {
    const { db, cache, text } = setup();
    db.sessions.set("s1", { stamp: "v1", view: { id: "s1" } });
    await text("s1");
    db.sessions.delete("s1");
    await expect(text("s1")).rejects.toThrow("not_found");
    expect(cache.stats().entries).toBe(0);
  });

  it("keeps nothing read while a transaction is open (it may roll back)", async () => {
    const { db, text } = setup();
    db.sessions.set("s1", { stamp: "v2", view: { id: "s1", rolledBack: true } });
    db.uncommitted = true;
    expect(await text("s1")).toContain("rolledBack");
    db.uncommitted = false;
    // Rolled back to what was committed under the same stamp: must be read again, not the uncommitted bytes.
    db.sessions.set("s1", { stamp: "v2", view: { id: "s1" } });
    expect(await text("s1")).toBe('{"id":"s1"}');
    // And a transaction opening during the render.
    db.sessions.set("s2", { stamp: "v1", view: { id: "s2" } });
    db.duringRender = () => {
      db.uncommitted = true;
    };
    await text("s2");
    db.duringRender = null;
    db.uncommitted = false;
    const renders = db.renders;
    await text("s2");
    expect(db.renders).toBe(renders + 1);
  });

  it("a write landing between the stamp and the render only makes the next request render again", async () => {
    const { db, text } = setup();
    db.sessions.set("s1", { stamp: "v1", view: { n: 1 } });
    db.duringRender = () => db.sessions.set("s1", { stamp: "v2", view: { n: 2 } });
    expect(await text("s1")).toBe('{"n":2}');
    db.duringRender = null;
    expect(await text("s1")).toBe('{"n":2}');
    expect(db.renders).toBe(2); // kept under v1, asked at v2: made again
  });

  it("stays within its bytes", async () => {
    const { db, cache, text } = setup();
    for (let i = 0; i < 50; i++) {
      db.sessions.set(`s${i}`, { stamp: "v", view: { pad: "x".repeat(100) } });
      await text(`s${i}`);
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(1024);
    expect(cache.stats().entries).toBeGreaterThan(5);
  });
});

describe("the session JSON cache switched off (a budget of 0)", () => {
  it("makes every answer afresh and reads no stamp", async () => {
    let stamps = 0;
    let renders = 0;
    const cache = createSessionJsonCache({
      stampOf: async () => {
        stamps++;
        return { stamp: "v" };
      },
      render: async () => ({ n: ++renders }),
      readsUncommitted: () => false,
      maxBytes: 0,
    });
    expect(Buffer.from(await cache.body("s")).toString()).toBe('{"n":1}');
    expect(Buffer.from(await cache.body("s")).toString()).toBe('{"n":2}');
    expect(stamps).toBe(0);
  });
});
