// The cookies the scoreboard page reads (app/sessions/[id]/page.tsx and what it calls: lib/i18n/request.ts,
// lib/table/cookies.ts, lib/leagues/cookies.ts, lib/recent/cookies.ts): the one list its readers take the names from
// and the page cache builds its key and its "leave it to Next" rules from (lib/front/scoreboard-request.ts,
// docs/decisions/025-scoreboard-page-cache.md). A cookie the page reads that is not here would let the cache answer
// one phone with another's page: page-cookies.test.ts fails if a module the page loads reads a cookie named elsewhere.
// A shared layer (docs/structure.md): features and the front both import it, it imports nothing.

/** Every cookie the scoreboard page may read, by what it is named after. */
export const SCOREBOARD_COOKIES = {
  /** The language the phone chose (lib/i18n/request.ts). */
  locale: () => "NEXT_LOCALE",
  /** The phone's time zone (components/head-script.ts), which every date and time on the page is shown in. */
  timeZone: () => "deckside-tz",
  /** A game's edit token (lib/table/cookies.ts), scoped to that game's pages. */
  edit: (sessionId: string) => `deckside-edit-${sessionId}`,
  /** A league's edit token, kept under three names for three paths (lib/leagues/cookies.ts). */
  league: (leagueId: string) => `deckside-league-${leagueId}`,
  leagueNew: (leagueId: string) => `deckside-league-new-${leagueId}`,
  leagueGames: (leagueId: string) => `deckside-league-games-${leagueId}`,
  /** The leagues this phone opened (lib/recent/cookies.ts): the edit view offers to file the game into them. */
  recentLeagues: () => "deckside-recent-leagues",
} as const;

export type ScoreboardCookie = keyof typeof SCOREBOARD_COOKIES;

/** Cookies the app reads on other pages only (the home page's game history), never on the scoreboard. */
export const OTHER_PAGE_COOKIES = {
  recentSessions: () => "deckside-recent-sessions",
} as const;
