import { z } from "zod";
import { parseWith } from "../api/parse";
import { roundNumber } from "../api/request";
import { addRound, type RoundWrite, replaceRound } from "./rounds";

// What a phone's page sends for one round it keeps (lib/offline/queue-store.ts, sent by components/live/send-queued.ts
// to POST /sessions/<id>/save): the queued round's id as the idempotency key, the round it was entered as (its
// `round` guard, or the round an edit replaces), and the entry. The same use cases as the API's round routes.

/** The idempotency key: the queued round's id (8–64 characters of `[A-Za-z0-9_-]`, like the API's header). */
export const requestKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "A key is 8 to 64 letters, digits, '-' or '_'.");

export const pageSaveSchema = z.object({
  key: requestKeySchema,
  round: z.number(),
  isEdit: z.boolean(),
  entry: z.unknown(),
});

export type PageSave = z.infer<typeof pageSaveSchema>;

/** Saves a round sent by a page: the API's add (with the `round` guard) or edit, authorized by the page's token. */
export async function saveFromPage(sessionId: string, token: string | null, input: unknown): Promise<RoundWrite> {
  const { key, round, isEdit, entry } = parseWith(pageSaveSchema, input, "Check the round sent");
  // The key makes a resend harmless: a request cut after its timeout may have landed, and its resend is answered as
  // that first write was, not refused as a clash with itself.
  return writeRound(sessionId, token, round, isEdit, entry, key);
}

/**
 * A new round (`number` = the round it was entered as, sent as the API's `round` guard, which the entry's schema
 * checks) or an edit of round `number` (checked as the address would be read: 404 for no round number). An entry that
 * is no object is refused by the game's schema, as in the API.
 */
export function writeRound(
  sessionId: string,
  token: string | null,
  number: number,
  isEdit: boolean,
  entry: unknown,
  requestKey?: string,
): Promise<RoundWrite> {
  const isObject = typeof entry === "object" && entry !== null && !Array.isArray(entry);
  const body = isObject ? { ...entry, round: number } : entry;
  const options = { requestKey };
  return isEdit
    ? replaceRound(sessionId, token, roundNumber(String(number)), body, options)
    : addRound(sessionId, token, body, options);
}
