import { z } from "zod";

/** An id as the app makes them (lib/auth/token.ts `newId`): nothing else enters or leaves the recent-list cookie. */
export const recentIdSchema = z.string().regex(/^[\w-]{10,40}$/);

/** A page visit the browser reports, so the home page lists it. */
export const recentVisitSchema = z.strictObject({ kind: z.enum(["session", "league"]), id: recentIdSchema });
