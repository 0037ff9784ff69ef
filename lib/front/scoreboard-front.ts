import { scoreboardStamp } from "../sessions/data";
import { renderViaLoopback } from "./loopback-render";
import { createScoreboardCache } from "./scoreboard-cache";

/**
 * The server's one scoreboard page cache (docs/decisions/025-scoreboard-page-cache.md): 8 MiB holds about a hundred
 * 50-round pages in three languages, a whole club's evening.
 */
export const scoreboardCache = createScoreboardCache({
  stampOf: scoreboardStamp,
  render: renderViaLoopback,
  maxBytes: 8 * 1024 * 1024,
});
