import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { expectLiveChange, LIVE_MS, newPhone, openLive, watcherPhone } from "./phones";

// Issue 27: a watching phone applies another phone's changes to its own store and renders the scoreboard from it
// with the game's engine: a new, edited or undone round asks the server for no page and no RSC payload.

const t = translator("en");

/**
 * Every request for the scoreboard's page or its RSC payload (a document request for /sessions/<id>, or one with an
 * `RSC: 1` header or an `_rsc=` query for that address) this phone makes from now on. The router's prefetches of the
 * pages the scoreboard links to (home, history, referee, table mode) are other pages' payloads: not counted.
 * `subpage` names another of the session's pages (`table`: table mode) to count its requests instead.
 */
function pageRequests(page: Page, sessionId: string, subpage?: string): string[] {
  const seen: string[] = [];
  const path = `/sessions/${sessionId}${subpage ? `/${subpage}` : ""}`;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname !== path) return;
    const rsc = request.headers().rsc === "1" || url.searchParams.has("_rsc");
    if (request.resourceType() === "document" || rsc) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** Another phone's round write, through the API (its answer taken). */
async function write(
  request: APIRequestContext,
  session: { id: string; token: string },
  method: "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/v1/sessions/${session.id}/${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test("a watcher shows another phone's new round, edit and undo without asking for the scoreboard page or its RSC payload", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const ids = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const { Ann, Ben, Cem } = ids;
  const watcher = await watcherPhone(browser, baseURL, `/sessions/${session.id}`, session.id);
  const board = new ScoreboardPage(watcher.page, t);
  await board.expectLoaded();
  const requests = pageRequests(watcher.page, session.id);

  // Round 1, entered on another phone.
  await write(page.request, session, "POST", "rounds", { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 }, round: 1 });
  await expectLiveChange(watcher.page, t("live.added", { round: 1 }), { Ann: 0, Ben: 10, Cem: 20 });
  // Every live part follows: the rounds table, the next round (Ben deals round 2), the leader's crown.
  await expect(watcher.page.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(1);
  await expect(watcher.page.getByRole("heading", { name: t("scoreboard.nextRound", { round: 2 }) })).toBeVisible();
  await snapshot(watcher.page, "live-store-01-watcher-round-entered");

  // Round 1 edited there: Ben's 10 becomes 15.
  await write(page.request, session, "PUT", "rounds/1", { winner: Ann, hands: { [Ben]: 15, [Cem]: 20 } });
  await expectLiveChange(watcher.page, t("live.edited", { round: 1 }), { Ann: 0, Ben: 15, Cem: 20 });
  await expect(watcher.page.getByTestId("rounds-table").locator("tfoot")).toContainText("15");

  // Round 2 entered, then undone.
  await write(page.request, session, "POST", "rounds", { winner: Ben, hands: { [Ann]: 4, [Cem]: 6 }, round: 2 });
  await expectLiveChange(watcher.page, t("live.added", { round: 2 }), { Ann: 4, Ben: 15, Cem: 26 });
  await write(page.request, session, "DELETE", "rounds/2");
  await expectLiveChange(watcher.page, t("live.undone", { round: 2 }), { Ann: 0, Ben: 15, Cem: 20 });
  await expect(watcher.page.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(1);
  await expect(watcher.page.getByRole("heading", { name: t("scoreboard.nextRound", { round: 2 }) })).toBeVisible();
  await snapshot(watcher.page, "live-store-02-watcher-round-undone");

  // None of it was a server render of the scoreboard.
  expect(requests).toEqual([]);
  await watcher.context.close();
});

test("a watcher's round summary follows another phone's rounds, from its own engine", async ({
  page,
  browser,
  baseURL,
}) => {
  // The adding game with two tokens each: Ann's second bust puts her out.
  const session = await seedSession(page, {
    game: "ninety-nine-adding",
    players: ["Ann", "Ben", "Cem"],
    options: { lives: 2 },
  });
  const { Ann, Ben } = session.ids as Record<"Ann" | "Ben", string>;
  const watcher = await watcherPhone(browser, baseURL, `/sessions/${session.id}`, session.id);
  await new ScoreboardPage(watcher.page, t).expectLoaded();
  const requests = pageRequests(watcher.page, session.id);

  await write(page.request, session, "POST", "rounds", { bust: Ann, round: 1 });
  const summary = watcher.page.getByTestId("round-summary");
  await expect(summary).toContainText(t("ninety-nine-adding.summary.text", { name: "Ann" }), { timeout: LIVE_MS });
  await write(page.request, session, "POST", "rounds", { bust: Ben, round: 2 });
  await expect(summary).toContainText(t("ninety-nine-adding.summary.text", { name: "Ben" }), { timeout: LIVE_MS });
  await write(page.request, session, "POST", "rounds", { bust: Ann, round: 3 });
  await expect(summary).toContainText(t("ninety-nine-adding.summary.outOfGame", { name: "Ann" }), {
    timeout: LIVE_MS,
  });
  expect(requests).toEqual([]);
  await watcher.context.close();
});

/** Table mode's figures, by name (components/table-mode/table-standings.tsx). */
async function tableTotals(page: Page): Promise<Record<string, number>> {
  const rows = page.getByTestId("table-standings").locator("li");
  const totals: Record<string, number> = {};
  for (const row of await rows.all()) {
    const name = (await row.getAttribute("data-testid"))?.replace(/^table-/, "") ?? "?";
    totals[name] = Number(await row.getByTestId("total").textContent());
  }
  return totals;
}

/** A phone lying in the middle of the table, landscape, in table mode on the game. */
async function tablePhone(browser: Browser, baseURL: string | undefined) {
  const phone = await newPhone(browser, baseURL);
  await phone.page.setViewportSize({ width: 844, height: 390 });
  return phone;
}

test("table mode shows another phone's new round, edit and undo without asking for its page or its RSC payload", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const watcher = await tablePhone(browser, baseURL);
  await openLive(watcher.page, `/sessions/${session.id}/table`, session.id);
  const table = watcher.page;
  await expect(table.getByTestId("table-live")).toHaveAttribute("data-connection", "live");
  await expect(table.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 1 }));
  const requests = pageRequests(table, session.id, "table");
  const first = table.getByTestId("table-standings").locator("li").first();

  // Round 1, entered on another phone: the figures, the round, the leader and who deals next (Ben) follow.
  await write(page.request, session, "POST", "rounds", { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 }, round: 1 });
  await expect.poll(() => tableTotals(table), { timeout: LIVE_MS }).toEqual({ Ann: 0, Ben: 10, Cem: 20 });
  await expect(table.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 2 }));
  await expect(first).toHaveAttribute("data-testid", "table-Ann");
  await expect(table.getByTestId("table-Ben")).toContainText(t("tableMode.dealer"));

  // Round 1 edited there: Ben's 10 becomes 15.
  await write(page.request, session, "PUT", "rounds/1", { winner: Ann, hands: { [Ben]: 15, [Cem]: 20 } });
  await expect.poll(() => tableTotals(table), { timeout: LIVE_MS }).toEqual({ Ann: 0, Ben: 15, Cem: 20 });

  // Round 2 entered (Cem deals round 3), then undone (Ben deals round 2 again).
  await write(page.request, session, "POST", "rounds", { winner: Ben, hands: { [Ann]: 4, [Cem]: 6 }, round: 2 });
  await expect.poll(() => tableTotals(table), { timeout: LIVE_MS }).toEqual({ Ann: 4, Ben: 15, Cem: 26 });
  await expect(table.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 3 }));
  await expect(table.getByTestId("table-Cem")).toContainText(t("tableMode.dealer"));
  await write(page.request, session, "DELETE", "rounds/2");
  await expect.poll(() => tableTotals(table), { timeout: LIVE_MS }).toEqual({ Ann: 0, Ben: 15, Cem: 20 });
  await expect(table.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 2 }));
  await expect(table.getByTestId("table-Ben")).toContainText(t("tableMode.dealer"));
  await snapshot(table, "live-store-03-table-mode-round-undone-landscape");
  // Upright, the same board from the store: a row per player.
  await table.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByTestId("table-Ben")).toContainText(t("tableMode.dealer"));
  await snapshot(table, "live-store-04-table-mode-round-undone-upright");

  // None of it was a server render of table mode.
  expect(requests).toEqual([]);
  await watcher.context.close();
});

test("table mode with its live feed refused reads what it missed from the history, not from a server render", async ({
  page,
  browser,
  baseURL,
}) => {
  // One round to play: the round written elsewhere ends the game.
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 } });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const watcher = await tablePhone(browser, baseURL);
  const table = watcher.page;
  // A proxy that lets no event stream through.
  await table.route("**/events?**", (route) => route.abort());
  const historyReads: string[] = [];
  table.on("request", (request) => {
    if (request.url().includes(`/api/v1/sessions/${session.id}/history`)) historyReads.push(request.url());
  });
  await table.goto(`/sessions/${session.id}/table`);
  await expect(table.getByTestId("table-live")).toHaveAttribute("data-connection", "down");
  const requests = pageRequests(table, session.id, "table");

  await write(page.request, session, "POST", "rounds", { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 }, round: 1 });
  // The fallback reads the history every 15 s while the feed is down.
  await expect.poll(() => tableTotals(table), { timeout: 2 * LIVE_MS }).toEqual({ Ann: 0, Ben: 10, Cem: 20 });
  await expect(table.getByTestId("table-winner")).toHaveText(t("scoreboard.wins", { name: "Ann" }));
  await expect(table.getByTestId("table-progress")).toHaveText(t("scoreboard.roundsOf", { played: 1, total: 1 }));
  await snapshot(table, "live-store-05-table-mode-caught-up-from-history");
  expect(historyReads.length).toBeGreaterThan(0);
  expect(requests).toEqual([]);
  await watcher.context.close();
});

test("the history page shows another phone's new, edited and undone rounds from the store, without a server render", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  await write(page.request, session, "POST", "rounds", { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 }, round: 1 });
  const watcher = await watcherPhone(browser, baseURL, `/sessions/${session.id}/history`, session.id);
  const history = watcher.page.getByTestId("history");
  await expect(history.getByTestId("change-added-1")).toContainText("Ben 10");
  const requests = pageRequests(watcher.page, session.id, "history");

  // Round 2 entered on another phone, then edited there (Cem's 6 becomes 9), then undone.
  await write(page.request, session, "POST", "rounds", { winner: Ben, hands: { [Ann]: 4, [Cem]: 6 }, round: 2 });
  await expect(history.getByTestId("change-added-2")).toContainText("Cem 6", { timeout: LIVE_MS });
  await write(page.request, session, "PUT", "rounds/2", { winner: Ben, hands: { [Ann]: 4, [Cem]: 9 } });
  await expect(history.getByTestId("change-edited-2")).toContainText("Cem 6 → 9", { timeout: LIVE_MS });
  await write(page.request, session, "DELETE", "rounds/2");
  await expect(history.getByTestId("change-undone-2")).toContainText("Cem 9", { timeout: LIVE_MS });
  await expect(history.locator('[data-testid^="change-"]')).toHaveCount(4);
  await snapshot(watcher.page, "live-store-03-history-follows");
  expect(requests).toEqual([]);
  await watcher.context.close();
});

test("the referee follows another phone's rounds from the store, without a server render", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "ninety-nine-adding", players: ["Ann", "Ben", "Cem"] });
  const { Ann } = session.ids as Record<"Ann", string>;
  const watcher = await watcherPhone(browser, baseURL, `/sessions/${session.id}/referee`, session.id);
  // The hand's caption: "Round 2 · Ann deals" (whoever deals).
  const title = (round: number) => new RegExp(`^${t("ninety-nine-adding.referee.title", { round, dealer: "\\S+" })}$`);
  await expect(watcher.page.getByText(title(1))).toBeVisible();
  const requests = pageRequests(watcher.page, session.id, "referee");

  await write(page.request, session, "POST", "rounds", { bust: Ann, round: 1 });
  await expect(watcher.page.getByText(title(2))).toBeVisible({ timeout: LIVE_MS });
  await write(page.request, session, "DELETE", "rounds/1");
  await expect(watcher.page.getByText(title(1))).toBeVisible({ timeout: LIVE_MS });
  expect(requests).toEqual([]);
  await watcher.context.close();
});
