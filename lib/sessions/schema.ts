import { z } from "zod";
import { cleanName } from "./names";

// Shared by the API and the pages' forms. Game-specific parts (options, round entry) are checked by the game.

// cleanName and nameKey live in names.ts (no zod there, for the browser); re-exported for the API's callers.
export { cleanName, nameKey } from "./names";

// A visible character: not a space, a control or format character, nor one a font draws as nothing (U+200B, the
// Hangul filler U+3164, the blank Braille pattern U+2800, ...).
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
// A control character (C0 with tab and line breaks, DEL, C1): PostgreSQL cannot store a NUL at all, and the others
// break a CSV row, a page's line or a terminal. Refused with its own code rather than dropped: the name was typed wrong.
const CONTROL = /\p{Cc}/u;

// Own messages carry a stable code (`params.code`) the pages translate (`validation.<code>`); the API answers the
// English sentence. Refinements, because zod's built-in length checks cannot carry a code. The length counts the
// cleaned name, as the form's maxLength counts it (UTF-16 units).
function nameSchema(
  max: number,
  codes: { required: string; tooLong: string },
  sentences: { required: string; tooLong: string },
) {
  return z
    .string()
    .overwrite(cleanName)
    .refine((name) => name.length > 0, { error: sentences.required, params: { code: codes.required } })
    .refine((name) => !CONTROL.test(name), {
      error: "A name cannot hold a control character (such as NUL, a tab or a line break).",
      params: { code: "name_control_character" },
    })
    .refine((name) => name.length === 0 || CONTROL.test(name) || VISIBLE.test(name), {
      error: "A name needs at least one visible character.",
      params: { code: "name_invisible" },
    })
    .refine((name) => name.length <= max, { error: sentences.tooLong, params: { code: codes.tooLong, max } });
}

/** Players, league members and their renames. */
export const playerNameSchema = nameSchema(
  40,
  { required: "name_required", tooLong: "name_too_long" },
  { required: "A player needs a name.", tooLong: "Names are at most 40 characters." },
);

export const leagueNameSchema = nameSchema(
  60,
  { required: "league_name_required", tooLong: "league_name_too_long" },
  { required: "A league needs a name.", tooLong: "League names are at most 60 characters." },
);

/** The longest name a phone may give itself: "Ben's phone", "Kitchen tablet" (docs/limits.md). */
export const MAX_PHONE_NAME = 30;

/** What a phone calls itself for the game's other phones (presence: "Ben's phone is entering round 5"). */
export const phoneNameSchema = nameSchema(
  MAX_PHONE_NAME,
  { required: "phone_name_required", tooLong: "phone_name_too_long" },
  { required: "A phone's name cannot be empty.", tooLong: `A phone's name is at most ${MAX_PHONE_NAME} characters.` },
);

/** An id a phone chooses: 128 random bits as 22 characters of base64url, as lib/auth/token.ts `newId` makes them. */
export const CHOSEN_ID = /^[A-Za-z0-9_-]{22}$/;
/** A secret a phone chooses: 256 random bits as 43 characters of base64url, as `newToken` makes them. */
export const CHOSEN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const chosenId = z.string().regex(CHOSEN_ID, { error: "An id is 22 characters of base64url (A-Z a-z 0-9 _ -)." });

export const createSessionSchema = z
  .strictObject({
    game: z.string().min(1),
    players: z
      .array(playerNameSchema)
      .refine((players) => players.length > 0, { error: "Add the players.", params: { code: "players_required" } })
      .max(12),
    options: z.record(z.string(), z.unknown()).optional(),
    firstDealer: z.number().int().min(0).optional(),
    leagueId: z.string().optional(),
    /** The day it was played, for games entered afterwards (YYYY-MM-DD, not in the future). */
    playedOn: z.iso.date().optional(),
    id: chosenId.optional().meta({
      description:
        "The game's id, chosen by the client (a game started offline keeps its link): 128 random bits as 22 " +
        "characters of base64url. Only with `token`. The same create again (same id, token and body) answers as " +
        "the first did; the id taken by another token or body: `409 id_taken`.",
    }),
    token: z
      .string()
      .regex(CHOSEN_TOKEN, { error: "A token is 43 characters of base64url (A-Z a-z 0-9 _ -)." })
      .optional()
      .meta({
        description:
          "The game's edit token, chosen by the client with `id`: 256 random bits as 43 characters of base64url. " +
          "Only its hash is stored.",
      }),
    playerIds: z
      .array(chosenId)
      .optional()
      .meta({
        description:
          "With `id`: the players' ids, one per player in seat order, distinct (22 characters of base64url each). " +
          "An id another game already uses: `409 id_taken`.",
      }),
  })
  .superRefine((input, ctx) => {
    if ((input.id === undefined) !== (input.token === undefined))
      ctx.addIssue({
        code: "custom",
        path: [input.id === undefined ? "id" : "token"],
        message: "A chosen id and token come together: send both or neither.",
      });
    if (input.playerIds === undefined) return;
    if (input.id === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["playerIds"],
        message: "Player ids can be chosen only with the game's id.",
      });
    if (input.playerIds.length !== input.players.length)
      ctx.addIssue({ code: "custom", path: ["playerIds"], message: "Send one player id per player, in seat order." });
    if (new Set(input.playerIds).size !== input.playerIds.length)
      ctx.addIssue({ code: "custom", path: ["playerIds"], message: "The player ids must differ." });
  });
export type CreateSessionInput = z.output<typeof createSessionSchema>;

/** A round body: the game's entry plus the optional `round` guard against two phones racing. */
export const roundGuardSchema = z.object({ round: z.number().int().min(1).optional() });

export function splitRoundBody(body: unknown): { round?: number; entry: unknown; guardError?: z.ZodError } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { entry: body };
  const { round, ...entry } = body as Record<string, unknown>;
  const guard = roundGuardSchema.safeParse({ round });
  if (!guard.success) return { entry, guardError: guard.error };
  return { round: guard.data.round, entry };
}
