import { leagueStamp } from "../leagues/data";
import { repairRunning } from "../repair-progress";
import { mayReadUncommitted } from "../sessions/data";
import { createLeagueCache } from "./league-cache";
import { renderViaLoopback } from "./loopback-render";

/**
 * The server's one league page cache (docs/decisions/040-league-page-cache.md): 4 MiB holds about seventy 53 kB
 * pages (a league in three languages, viewers and editors, a few filters, for a dozen leagues).
 */
export const leagueCache = createLeagueCache({
  stampOf: leagueStamp,
  render: renderViaLoopback,
  keepable: () => !repairRunning() && !mayReadUncommitted(),
  maxBytes: 4 * 1024 * 1024,
});
