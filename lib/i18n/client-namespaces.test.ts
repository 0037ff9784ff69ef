import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../games/game-ids";
import { CLIENT_NAMESPACES, clientNamespaces, SHARED_NAMESPACES } from "./client-namespaces";
import { MESSAGES } from "./messages/all";
import { pickMessages } from "./pick-messages";

const root = join(import.meta.dirname, "..", "..");

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** `useTranslations("x.y")` namespaces in client modules (template literals name a game: the page adds it). */
function clientReads(): Array<{ file: string; namespace: string }> {
  return [...files("components"), ...files("app")].flatMap((file) => {
    const source = readFileSync(join(root, file), "utf8");
    if (!source.startsWith('"use client"')) return [];
    return [...source.matchAll(/useTranslations\("([^"]+)"\)/g)].map((m) => ({ file, namespace: m[1]! }));
  });
}

describe("client namespaces (lib/i18n/client-namespaces.ts)", () => {
  it("every namespace a client component reads is handed to some page (else the browser shows raw keys)", () => {
    const listed = [...SHARED_NAMESPACES, ...Object.values(CLIENT_NAMESPACES).flat(), ...GAME_IDS];
    const missing = clientReads().filter(
      ({ namespace }) =>
        !listed.some(
          (entry) => namespace === entry || namespace.startsWith(`${entry}.`) || entry.startsWith(`${namespace}.`),
        ),
    );
    expect(missing).toEqual([]);
  });

  it("every listed namespace exists in the messages", () => {
    for (const [page, namespaces] of Object.entries(CLIENT_NAMESPACES)) {
      const picked = pickMessages(MESSAGES.en, namespaces);
      for (const namespace of namespaces) {
        const found = namespace.split(".").reduce<unknown>((n, part) => (n as Record<string, unknown>)?.[part], picked);
        expect(found, `${page}: ${namespace}`).toBeDefined();
      }
    }
  });

  it("a game page gets its own game's texts and no other game's", () => {
    const picked = pickMessages(MESSAGES.en, clientNamespaces("referee", GAME_IDS[0]));
    expect(picked[GAME_IDS[0]]).toEqual(MESSAGES.en[GAME_IDS[0]]);
    for (const other of GAME_IDS.slice(1)) expect(picked[other]).toBeUndefined();
    expect(picked.leagues).toBeUndefined();
  });
});

describe("pickMessages", () => {
  const messages = { a: { x: "1", y: { z: "2" } }, b: "3", c: { d: "4" } };

  it("takes whole namespaces and single branches at the same path", () => {
    expect(pickMessages(messages, ["b", "a.y"])).toEqual({ b: "3", a: { y: { z: "2" } } });
    expect(pickMessages(messages, ["a.x", "a.y.z", "c"])).toEqual({ a: { x: "1", y: { z: "2" } }, c: { d: "4" } });
  });

  it("skips unknown paths and leaves the messages as they were", () => {
    expect(pickMessages(messages, ["nope", "a.nope", "b.deeper"])).toEqual({});
    expect(messages).toEqual({ a: { x: "1", y: { z: "2" } }, b: "3", c: { d: "4" } });
  });
});
