import { z } from "zod";
import { parseWith } from "../api/parse";
import { AppError } from "../errors";
import { deviceFrom, deviceLabel } from "../live/presence-label";
import { publishPresence } from "../live/publisher";
import { canEdit, loadSessionRecord } from "../sessions/data";
import { phoneNameSchema } from "../sessions/schema";

// What a phone with a round form open says (POST /sessions/<id>/presence, components/live/presence-beacon.tsx): its
// random id, the round open (null: it left) and whether it changes a saved round. Nothing is stored: the notice goes
// over the live bus to every process's presence map (lib/live/presence.ts), and from there to the session's streams.

export const presenceSchema = z.object({
  /** The id the phone keeps in its storage: like a request key, 8–64 characters of `[A-Za-z0-9_-]`. */
  phone: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "A phone id is 8 to 64 letters, digits, '-' or '_'."),
  round: z.number().int().min(1).max(100_000).nullable(),
  editing: z.boolean(),
  /** The name this phone gave itself (the /phone page), if any: shown to the game's other phones instead of its kind. */
  name: phoneNameSchema.nullable().optional(),
});

/** Publishes a phone's presence on a session it may edit (a watcher has no round form to open). */
export async function announcePresence(
  sessionId: string,
  token: string | null,
  input: unknown,
  userAgent: string | null,
): Promise<void> {
  const { phone, round, editing, name } = parseWith(presenceSchema, input, "Check what the phone sent");
  if (!(await canEdit(sessionId, token))) {
    await loadSessionRecord(sessionId); // an unknown game answers 404 first, as the save route does
    throw new AppError("unauthorized", "Only a phone that may change this game can say it is entering a round.");
  }
  const device = deviceFrom(userAgent);
  await publishPresence({
    sessionId,
    leagueId: null,
    what: "presence",
    phone,
    device,
    label: deviceLabel(device),
    round,
    editing,
    // Only when it gave itself one: the event's entries for other phones stay as they were.
    ...(name ? { name } : {}),
  });
}
