import { describe, expect, it } from "vitest";
import { MAX_PRESENCE_PER_SESSION, PRESENCE_EXPIRY_MS, PresenceMap, type PresenceUpdate } from "./presence-map";

const ann: PresenceUpdate = { phone: "phone-ann", device: "iphone", label: "iPhone", round: 5, editing: false };
const ben: PresenceUpdate = { phone: "phone-ben", device: "computer", label: "computer", round: 3, editing: true };

describe("PresenceMap", () => {
  it("lists what each phone said, per session, without its expiry", () => {
    const map = new PresenceMap();
    expect(map.update("s1", ann, 0)).toBe(true);
    expect(map.update("s1", ben, 0)).toBe(true);
    expect(map.update("s2", { ...ann, round: 1 }, 0)).toBe(true);
    expect(map.list("s1", 1)).toEqual([ann, ben]);
    expect(map.list("s2", 1)).toEqual([{ ...ann, round: 1 }]);
    expect(map.list("s3", 1)).toEqual([]);
  });

  it("replaces a phone's entry: a renewal is no change, another round or an edit is", () => {
    const map = new PresenceMap();
    map.update("s1", ann, 0);
    expect(map.update("s1", ann, 9_000)).toBe(false);
    expect(map.update("s1", { ...ann, round: 6 }, 10_000)).toBe(true);
    expect(map.update("s1", { ...ann, round: 6, editing: true }, 11_000)).toBe(true);
    expect(map.list("s1", 12_000)).toEqual([{ ...ann, round: 6, editing: true }]);
  });

  it("a phone's new name (or none any more) is a change; the same name renewed is not", () => {
    const map = new PresenceMap();
    map.update("s1", { ...ann, name: "Ann's phone" }, 0);
    expect(map.update("s1", { ...ann, name: "Ann's phone" }, 1_000)).toBe(false);
    expect(map.update("s1", { ...ann, name: "Kitchen" }, 2_000)).toBe(true);
    expect(map.update("s1", ann, 3_000)).toBe(true);
    expect(map.update("s1", { ...ann, name: null }, 4_000)).toBe(false);
    expect(map.list("s1", 5_000)).toEqual([{ ...ann, name: null }]);
  });

  it("removes a phone that left (round null); leaving twice, or unseen, is no change", () => {
    const map = new PresenceMap();
    map.update("s1", ann, 0);
    map.update("s1", ben, 0);
    expect(map.update("s1", { ...ann, round: null }, 1)).toBe(true);
    expect(map.list("s1", 2)).toEqual([ben]);
    expect(map.update("s1", { ...ann, round: null }, 3)).toBe(false);
    expect(map.update("s9", { ...ann, round: null }, 3)).toBe(false);
    expect(map.update("s1", { ...ben, round: null }, 4)).toBe(true);
    expect(map.empty).toBe(true);
  });

  it("expires an entry not renewed within PRESENCE_EXPIRY_MS; a renewal moves its expiry", () => {
    const map = new PresenceMap();
    map.update("s1", ann, 0);
    map.update("s1", ben, 0);
    map.update("s1", ben, 20_000);
    expect(map.list("s1", PRESENCE_EXPIRY_MS - 1)).toEqual([ann, ben]);
    // Past its expiry an entry is no longer listed, even before a sweep drops it.
    expect(map.list("s1", PRESENCE_EXPIRY_MS)).toEqual([ben]);
    expect(map.sweep(PRESENCE_EXPIRY_MS - 1)).toEqual([]);
    expect(map.sweep(PRESENCE_EXPIRY_MS)).toEqual(["s1"]);
    expect(map.sweep(PRESENCE_EXPIRY_MS + 1)).toEqual([]);
    expect(map.sweep(20_000 + PRESENCE_EXPIRY_MS)).toEqual(["s1"]);
    expect(map.empty).toBe(true);
    // An expired phone that says so again is new to the list.
    expect(map.update("s1", ann, 60_000)).toBe(true);
  });

  it(`lists at most ${MAX_PRESENCE_PER_SESSION} phones per session; those listed still renew and move`, () => {
    const map = new PresenceMap();
    for (let i = 0; i < MAX_PRESENCE_PER_SESSION; i++) map.update("s1", { ...ann, phone: `phone-${i}` }, 0);
    expect(map.update("s1", { ...ann, phone: "one-too-many" }, 1)).toBe(false);
    expect(map.list("s1", 2)).toHaveLength(MAX_PRESENCE_PER_SESSION);
    expect(map.list("s1", 2).some((entry) => entry.phone === "one-too-many")).toBe(false);
    expect(map.update("s1", { ...ann, phone: "phone-0", round: 6 }, 3)).toBe(true);
    expect(map.update("s2", { ...ann, phone: "one-too-many" }, 4)).toBe(true);
  });
});
