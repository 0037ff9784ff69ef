import { GAME_IDS } from "../games/game-ids";

// The one place that says which messages reach the browser (docs/i18n-client-messages.md). Server components
// translate with every message; a client component (`"use client"` + `useTranslations`) sees only what the page
// hands it through <ClientMessages> (lib/i18n/client-messages.tsx). A client component that reads a new namespace
// adds it to the pages below that render it; client-namespaces.test.ts fails for a namespace no page lists.

/** On every page: the shell's, and what every form's error texts read (actionErrors, violations, validation). */
export const SHARED_NAMESPACES = ["app", "errors", "actionErrors", "violations", "validation", "offline"] as const;

/** Per page, beyond the shared ones. A page about one game also gets that game's whole namespace. */
export const CLIENT_NAMESPACES = {
  home: ["entry.history"],
  newGame: ["setup", "entry.setup", "games", ...GAME_IDS.flatMap((game) => [`${game}.options`, `${game}.violations`])],
  newLeague: ["leagues", "games"],
  /**
   * The session layout's (app/sessions/[id]/layout.tsx), for the pages a tap moves between without reloading it:
   * the scoreboard, the round form (new and edit), history and table mode.
   */
  session: [
    "scoreboard",
    "leagues.qrCode",
    "leagues.copied",
    "leagues.copy",
    "entry.undo",
    "entry.tricks",
    "live",
    "wakeLock",
    "share",
    "offlineQueue",
    "round",
    "cards",
    "history",
    // Table mode's board (components/table-mode/table-standings.tsx, table-progress.tsx).
    "tableMode.round",
    "tableMode.dealer",
    "tableMode.starter",
  ],
  /**
   * The shell of a game the server has never seen (app/play): the session pages' texts, and every game's (the game
   * is in the hash, unknown to the server; the worker keeps one copy for all).
   */
  play: [
    "scoreboard",
    "live",
    "offlineQueue",
    "round",
    "cards",
    "games",
    "entry.undo",
    "entry.tricks",
    "history",
    ...GAME_IDS,
  ],
  /** The referee page hands its own inside the layout's (it alone reads the running totals' texts). */
  referee: ["round", "cards", "runningTotal", "live", "offlineQueue"],
  /**
   * The league page's client parts only (standings table, edit link, backup, live line): its charts and lists are
   * drawn on the server, and the whole "leagues" and "games" texts were a tenth of its first answer (issue 28).
   */
  league: [
    ...["standings", "member", "col", "provisionalShort", "streakWins", "streakLosses"].map((k) => `leagues.${k}`),
    ...["backupHelp", "backupPreparing", "backupDownload", "backupFailed", "qrCode", "copied", "copy"].map(
      (k) => `leagues.${k}`,
    ),
    ...["down", "leagueCreated", "leagueFinished", "leagueDeleted", "leagueFiled", "leagueRenamed", "leagueMerged"].map(
      (k) => `live.${k}`,
    ),
    "live.leagueRound",
    "standingsShort",
  ],
  member: ["leagues", "live"],
  /** "This phone" (app/phone): its backup and restore. */
  phone: ["phone", "games"],
  /** A person page's merge panel (components/people/merge-panel.tsx); an evening's share buttons. */
  person: ["people"],
  evening: ["evenings", "games"],
} as const satisfies Record<string, readonly string[]>;

export type ClientPage = keyof typeof CLIENT_NAMESPACES;

/** The namespaces a page's client components read; `game` adds that game's own texts. */
export function clientNamespaces(page: ClientPage, game?: string): string[] {
  return [...SHARED_NAMESPACES, ...CLIENT_NAMESPACES[page], ...(game ? [game] : [])];
}
