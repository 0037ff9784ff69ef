import { z } from "zod";

// How much of a session's history one answer carries (docs/limits.md). One round can be edited thousands of
// times; every answer stays small however long the history grows, and a reader pages on.

/** Changes in one API answer when the query names no `limit`. */
export const HISTORY_PAGE_SIZE = 100;
/** The most a query may ask for in one answer. */
export const MAX_HISTORY_PAGE = 200;
/** Changes on one history page (the web page): a phone screen's worth of scrolling, a few times over. */
export const HISTORY_PAGE_ON_SCREEN = 50;

const version = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,9})$/, "a whole number of changes (a `version`)")
  .transform(Number);

/** `GET /api/v1/sessions/:id/history?after=<version>&limit=<n>`. */
export const historyQuerySchema = z.object({
  after: version.optional().meta({
    description:
      "Only changes after this version (the `next` of the previous answer; a live stream's event id works too). " +
      "Absent: from the first change.",
  }),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, "a whole number from 1")
    .transform(Number)
    .pipe(z.number().max(MAX_HISTORY_PAGE))
    .optional()
    .meta({ description: `Changes in this answer: 1–${MAX_HISTORY_PAGE}, default ${HISTORY_PAGE_SIZE}.` }),
});

/** The history page's `?before=<version>`: the page of changes before it; anything else is the latest page. */
export function pageBefore(raw: string | string[] | undefined): number | null {
  return typeof raw === "string" && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
