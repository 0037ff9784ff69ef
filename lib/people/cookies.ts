import "server-only";
import { cookies } from "next/headers";
import { MERGES_COOKIE, parseMerges } from "./merges";
import type { Merges } from "./names";

/** This phone's merges of spellings (merges.ts). */
export async function phoneMerges(): Promise<Merges> {
  return parseMerges((await cookies()).get(MERGES_COOKIE)?.value);
}
