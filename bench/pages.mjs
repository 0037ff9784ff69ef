// The pages a phone opens, for `npm run bench`: the data they show (made through the public API), and the
// JavaScript each one downloads on its first load, read from Chromium's network log.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];

export async function api(base, method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} gave ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const MEMBERS = ["Ann", "Ben", "Cem", "Dia", "Eli", "Fay", "Gus", "Hal"];

/** A league backup document (docs/backup-format.md) of `games` finished Nines games, ten an evening, four seats. */
export function leagueBackup(name, games) {
  const ref = (kind, n) => `${kind}-${String(n).padStart(6, "0")}`;
  const day = Date.UTC(2026, 0, 1);
  const sessions = [];
  for (let i = 0; i < games; i++) {
    const at = new Date(day + Math.floor(i / 10) * 86_400_000 + (i % 10) * 600_000 + 19 * 3_600_000);
    const players = [0, 1, 2, 3].map((seat) => ({
      id: ref(`p${seat}x`, i),
      name: MEMBERS[(i + seat) % MEMBERS.length],
      seat,
      member: ref("member", (i + seat) % MEMBERS.length),
    }));
    // One round past a threshold of 10 ends the game: seat 0 wins, the others place by their hands.
    const hands = { [players[1].id]: 12, [players[2].id]: 7, [players[3].id]: 3 };
    sessions.push({
      id: ref("session", i),
      game: "nines",
      options: { threshold: 10 },
      playedOn: at.toISOString().slice(0, 10),
      createdAt: at.toISOString(),
      players,
      rounds: [{ number: 1, entry: { winner: players[0].id, hands } }],
    });
  }
  return {
    format: "deckside-league-backup",
    version: 1,
    league: { name, pointsTable: [3, 2, 1] },
    members: MEMBERS.map((member, k) => ({ id: ref("member", k), name: member })),
    sessions,
  };
}

/**
 * The pages measured, each with an address on this server: a Nines game of four rounds (chart shown), a league of
 * six games and one of 1,000, one member's page. `cookies` are the edit links this phone holds (round entry).
 */
/** A Nines game of four rounds (Ann, Ben, Cem; threshold 500, so it goes on), made through the public API. */
export async function ninesGame(base) {
  const session = await api(base, "POST", "/api/v1/sessions", {
    game: "nines",
    players: ["Ann", "Ben", "Cem"],
    options: { threshold: 500 },
  });
  const [a, b, c] = session.players.map((p) => p.id);
  for (let n = 0; n < 4; n++)
    await api(
      base,
      "POST",
      `/api/v1/sessions/${session.id}/rounds`,
      { winner: a, hands: { [b]: 3 + n, [c]: 8 - n } },
      session.token,
    );
  return session;
}

export async function preparePages(port) {
  const base = `http://127.0.0.1:${port}`;
  const session = await ninesGame(base);
  const small = await api(base, "POST", "/api/v1/leagues/import", leagueBackup("Thursday club", 6));
  const big = await api(base, "POST", "/api/v1/leagues/import", leagueBackup("Big club", 1000));
  const s = `/sessions/${session.id}`;
  return {
    base,
    join: `${s}/join?token=${encodeURIComponent(session.token)}`,
    session,
    pages: [
      { key: "home", label: "home", path: "/" },
      { key: "new", label: "new game", path: "/new" },
      { key: "scoreboard", label: "scoreboard", path: s },
      { key: "round", label: "round entry", path: `${s}/round` },
      { key: "referee", label: "referee", path: `${s}/referee` },
      { key: "history", label: "history", path: `${s}/history` },
      { key: "league", label: "league", path: `/leagues/${small.id}` },
      { key: "member", label: "member", path: `/leagues/${small.id}/members/`, member: true },
      { key: "league-1k", label: "league, 1,000 games", path: `/leagues/${big.id}` },
    ],
  };
}

/** A phone's browser context that holds the game's edit link (so the round entry page opens). */
export async function phoneContext(browser, setup) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  const page = await context.newPage();
  await page.goto(`${setup.base}${setup.join}`);
  await page.close();
  return context;
}

/** The member page's address: the first member linked from the league page. */
async function memberPath(context, setup, leaguePath) {
  const page = await context.newPage();
  await page.goto(`${setup.base}${leaguePath}`);
  const href = await page.locator('a[href*="/members/"]').first().getAttribute("href");
  await page.close();
  return href;
}

/**
 * First-load JS of one page: every script Chromium fetched from a cold cache until the network was idle, each
 * body gzipped (level 6, as `next start` compresses), in bytes.
 */
async function firstLoadJs(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  let bytes = 0;
  const files = [];
  for (const response of scripts) {
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const gz = gzipSync(body, { level: 6 }).length;
    bytes += gz;
    files.push({ url: new URL(response.url()).pathname, gzip: gz });
  }
  await page.close();
  return { bytes, files };
}

/** First-load JS (gzip bytes) per page, with the largest files of each. */
export async function measureFirstLoadJs(setup) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await phoneContext(browser, setup);
    const results = [];
    for (const p of setup.pages) {
      if (p.member) p.path = await memberPath(context, setup, setup.pages.find((q) => q.key === "league").path);
      const { bytes, files } = await firstLoadJs(context, `${setup.base}${p.path}`);
      files.sort((x, y) => y.gzip - x.gzip);
      results.push({ key: p.key, label: p.label, path: p.path, bytes, files });
      console.log(`[bench] first-load JS ${p.label}: ${(bytes / 1024).toFixed(1)} kB gzip in ${files.length} files`);
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}
