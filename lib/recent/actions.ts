"use server";
import { type RecentKind, rememberRecent } from "./cookies";

/** Called when a session or league page is opened, so it shows up on this browser's home page. */
export async function rememberVisitAction(kind: RecentKind, id: string): Promise<void> {
  if (kind !== "session" && kind !== "league") return;
  await rememberRecent(kind, id);
}
