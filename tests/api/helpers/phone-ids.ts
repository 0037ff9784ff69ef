import { randomBytes } from "node:crypto";

// What the tests of games a phone starts share (issue 27: the phone chooses the ids): the ids and secrets a phone
// makes, and a stand-in for the cookie jar of next/headers that the page routes read and write.

/** An id as a phone chooses one (lib/offline/phone-ids.ts): 16 random bytes, base64url. */
export const chosenId = () => randomBytes(16).toString("base64url");

/** A game's secret as a phone chooses one: 32 random bytes, base64url. */
export const chosenToken = () => randomBytes(32).toString("base64url");

/** This phone's cookies, by name; a test clears it before each case. */
export const jar = new Map<string, { value: string }>();

/**
 * The module that stands in for next/headers, over `jar`:
 * `vi.mock("next/headers", async () => (await import("./helpers/phone-ids")).cookieHeaders)`.
 */
export const cookieHeaders = {
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (first: string | { name: string; value: string }, value?: string) =>
      typeof first === "string" ? jar.set(first, { value: value ?? "" }) : jar.set(first.name, first),
  }),
};
