import type { APIRequestContext, Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../lib/i18n/locales";
import { test as base, expect } from "./fixtures";
import type { TestLocale } from "./i18n";

// Every page type of the app, seeded once through the public API, for the layout, accessibility and screenshot
// suites. A new page is one line in PAGES.

type Seeded = { id: string; token: string; ids: Record<string, string> };
export interface Seed {
  sessions: Record<GameKey, Seeded>;
  league: { id: string; token: string; memberId: string };
}
type GameKey = "nines" | "tricks" | "ninetyEight" | "adding";

export interface PageType {
  name: string;
  path: (seed: Seed) => string;
  /** The page answers 404 on purpose. */
  status?: number;
}

const GAMES: GameKey[] = ["nines", "tricks", "ninetyEight", "adding"];
const perGame = (name: string, path: (s: Seeded) => string): PageType[] =>
  GAMES.map((game) => ({ name: `${name}-${game}`, path: (seed: Seed) => path(seed.sessions[game]) }));

export const PAGES: PageType[] = [
  { name: "home", path: () => "/" },
  { name: "new-game", path: () => "/new" },
  ...perGame("scoreboard", (s) => `/sessions/${s.id}`),
  ...perGame("round", (s) => `/sessions/${s.id}/round`),
  { name: "round-edit", path: (seed) => `/sessions/${seed.sessions.nines.id}/rounds/1` },
  ...perGame("referee", (s) => `/sessions/${s.id}/referee`),
  ...perGame("table", (s) => `/sessions/${s.id}/table`),
  { name: "history", path: (seed) => `/sessions/${seed.sessions.nines.id}/history` },
  { name: "league", path: (seed) => `/leagues/${seed.league.id}` },
  { name: "league-member", path: (seed) => `/leagues/${seed.league.id}/members/${seed.league.memberId}` },
  { name: "new-league", path: () => "/leagues/new" },
  { name: "offline", path: () => "/offline" },
  { name: "not-found", path: () => "/no-such-page", status: 404 },
];

// A long name, as at a real table: it must wrap where there is room, never push the page sideways.
const PLAYERS = ["Ann", "Bartholomäus", "Cem"];

async function post(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const response = await request.post(url, {
    data,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return response.json();
}

async function session(request: APIRequestContext, body: Record<string, unknown>, token?: string): Promise<Seeded> {
  const created = await post(request, "/api/v1/sessions", body, token);
  const ids = Object.fromEntries(created.players.map((p: { name: string; id: string }) => [p.name, p.id]));
  return { id: created.id, token: created.token ?? token, ids };
}

async function rounds(request: APIRequestContext, s: Seeded, entries: ((ids: Record<string, string>) => unknown)[]) {
  for (const entry of entries) await post(request, `/api/v1/sessions/${s.id}/rounds`, entry(s.ids), s.token);
}

/** The join links give this browser the edit rights (cookies), as a phone at the table has them. */
export async function grantRights(page: Page, data: Seed) {
  for (const s of Object.values(data.sessions)) {
    expect((await page.request.get(`/sessions/${s.id}/join?token=${s.token}`)).ok()).toBe(true);
  }
  expect((await page.request.get(`/leagues/${data.league.id}/join?token=${data.league.token}`)).ok()).toBe(true);
}

/** Four games with a few rounds each and a league with one finished game, created through the public API. */
async function seedThrough(request: APIRequestContext): Promise<Seed> {
  const nines = await session(request, { game: "nines", players: PLAYERS });
  await rounds(request, nines, [
    (i) => ({ winner: i.Ann, hands: { [i.Bartholomäus!]: ["KS", "9H"], [i.Cem!]: 12 } }),
    (i) => ({ winner: i.Cem, hands: { [i.Ann!]: 8, [i.Bartholomäus!]: 30 } }),
  ]);
  const tricks = await session(request, { game: "ninety-nine-tricks", players: PLAYERS });
  await rounds(request, tricks, [
    (i) => ({
      bids: { [i.Ann!]: 3, [i.Bartholomäus!]: 2, [i.Cem!]: 3 },
      tricks: { [i.Ann!]: 3, [i.Bartholomäus!]: 1, [i.Cem!]: 5 },
      trump: "H",
    }),
  ]);
  const ninetyEight = await session(request, { game: "ninety-eight", players: PLAYERS });
  await rounds(request, ninetyEight, [(i) => ({ eliminated: [i.Cem, i.Ann] })]);
  const adding = await session(request, { game: "ninety-nine-adding", players: PLAYERS });
  await rounds(request, adding, [(i) => ({ bust: i.Bartholomäus })]);

  const league = await post(request, "/api/v1/leagues", { name: "Thursday club" });
  const played = await session(
    request,
    { game: "nines", players: PLAYERS, options: { rounds: 1 }, leagueId: league.id },
    league.token,
  );
  await rounds(request, played, [(i) => ({ winner: i.Ann, hands: { [i.Bartholomäus!]: 12, [i.Cem!]: 20 } })]);
  const standings = await (await request.get(`/api/v1/leagues/${league.id}/standings`)).json();
  const memberId = standings.standings.find((r: { name: string }) => r.name === "Bartholomäus").memberId as string;

  return { sessions: { nines, tricks, ninetyEight, adding }, league: { id: league.id, token: league.token, memberId } };
}

/** The same address as playwright.config.ts's baseURL. */
const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;

/**
 * The seeded games, made once per worker (the suites run on one worker) and shared by every page test, so a
 * test per page costs a page load, not a new set of games.
 */
export const pageTest = base.extend<object, { seeded: Seed }>({
  seeded: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(await seedThrough(request));
      await request.dispose();
    },
    { scope: "worker" },
  ],
});

/** Chooses the language as the header's switch does (its cookie), for the pages opened next. */
export async function chooseLocale(page: Page, locale: TestLocale) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: BASE_URL }]);
}

/** Opens a page type and waits until it is hydrated (the app's scripts have run). */
export async function open(page: Page, type: PageType, data: Seed) {
  const response = await page.goto(type.path(data), { waitUntil: "networkidle" });
  expect(response?.status(), type.name).toBe(type.status ?? 200);
  await page.evaluate(() => document.fonts.ready);
  await loadPartsNear(page);
}

/**
 * Parts a page renders once they near the screen (components/ui/loaded-when-near.tsx: the league page's rating race
 * and evenings): each scrolled to until it is in, so the checks see the whole page; then back to the top.
 */
export async function loadPartsNear(page: Page) {
  for (const part of await page.locator('[data-testid$="-part"][data-state]').all()) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toHaveAttribute("data-state", "loaded");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Sets the root font size, as a phone's "larger text" setting does for rem-sized pages. */
export async function setRootFontSize(page: Page, percent: number) {
  await page.evaluate((p) => {
    document.documentElement.style.fontSize = `${p}%`;
  }, percent);
}
