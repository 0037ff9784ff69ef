import { z } from "zod";
import { RECENT_ID } from "./cookie-names";

/** An id as the app makes them (lib/auth/token.ts `newId`): nothing else enters or leaves the recent-list cookie. */
export const recentIdSchema = z.string().regex(RECENT_ID);
