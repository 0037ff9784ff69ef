import { notFound } from "next/navigation";
import { getStandings, loadLeague } from "@/lib/leagues/data";
import { standingsFilterSchema } from "@/lib/leagues/schema";

export type Query = Record<string, string | string[] | undefined>;

/** The address's filter part: everything but the page of evenings (which must not turn off the season default). */
export const filterPart = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).filter(([key]) => key !== "evenings"));

/** The address of a page of evenings, keeping the filter as it is. */
export function eveningsHref(id: string, query: Query, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterPart(query))) if (typeof value === "string") params.set(key, value);
  if (page > 1) params.set("evenings", String(page));
  const search = params.toString();
  return `/leagues/${id}${search ? `?${search}` : ""}#evenings`;
}

/**
 * The standings for the address's filter; a first visit (no query at all) shows the league's season. `race`: the
 * rating race too (the part loaded after the page, app/leagues/[id]/sections.tsx; the page itself skips it).
 */
export async function standingsFor(id: string, query: Query, { race }: { race: boolean }) {
  // The league itself is read once per render (loadLeague is cached; getStandings reads it through the same cache).
  const league = await loadLeague(id);
  if (!league) notFound();
  const filterQuery = filterPart(query);
  const parsed = standingsFilterSchema.safeParse(
    Object.fromEntries(Object.entries(filterQuery).filter(([, v]) => typeof v === "string" && v !== "")),
  );
  let filter = parsed.success ? parsed.data : {};
  if (Object.keys(filterQuery).length === 0) {
    const { seasonStart, seasonEnd } = league;
    filter = { ...(seasonStart ? { from: seasonStart } : {}), ...(seasonEnd ? { to: seasonEnd } : {}) };
  }
  return { filter, ...(await getStandings(id, filter, { race })) };
}
