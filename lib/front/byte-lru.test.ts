import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

describe("ByteLru", () => {
  it("drops the least recently used first when over its bytes", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A", 25);
    lru.set("b", "B", 25);
    lru.set("c", "C", 25);
    lru.set("d", "D", 25);
    expect(lru.get("a")).toBe("A"); // now the most recent
    lru.set("e", "E", 25);
    expect(lru.get("b")).toBeUndefined();
    expect(["a", "c", "d", "e"].map((k) => lru.get(k))).toEqual(["A", "C", "D", "E"]);
    expect(lru.bytes).toBe(100);
  });

  it("keeps nothing over a quarter of its budget, and a replaced key counts once", () => {
    const lru = new ByteLru<string>(100);
    lru.set("big", "x", 26);
    expect(lru.get("big")).toBeUndefined();
    lru.set("k", "1", 10);
    lru.set("k", "2", 20);
    expect(lru.get("k")).toBe("2");
    expect(lru.bytes).toBe(20);
    lru.set("k", "3", 30); // too big now: the old value goes too, never a stale one left behind
    expect(lru.get("k")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });

  it("never holds more than its budget, and its byte count is the sum of what it holds", () => {
    const op = fc.record({
      key: fc.constantFrom("a", "b", "c", "d", "e", "f"),
      bytes: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const lru = new ByteLru<number>(100);
        const model = new Map<string, number>();
        for (const { key, bytes } of ops) {
          lru.set(key, bytes, bytes);
          model.set(key, bytes);
          expect(lru.bytes).toBeLessThanOrEqual(100);
        }
        let sum = 0;
        for (const key of model.keys()) {
          const value = lru.get(key);
          if (value !== undefined) {
            expect(value).toBe(model.get(key)); // only ever the last value set
            sum += value;
          }
        }
        expect(lru.bytes).toBe(sum);
      }),
    );
  });
});
