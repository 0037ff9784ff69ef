"use server";
import { type RecentKind, rememberRecent } from "./cookies";
import { recentVisitSchema } from "./schema";

/** Called when a session or league page is opened, so it shows up on this browser's home page. */
export async function rememberVisitAction(kind: RecentKind, id: string): Promise<void> {
  // Nothing to report back to the page: a visit that is not one is simply not remembered.
  const visit = recentVisitSchema.safeParse({ kind, id });
  if (!visit.success) return;
  await rememberRecent(visit.data.kind, visit.data.id);
}
