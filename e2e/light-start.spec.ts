import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { LIVE_MS, withLiveStream } from "./phones";

// A light start on a phone (docs/decisions/023-light-start.md): the scoreboard paints complete from the server's
// HTML, nothing shifts when it hydrates, the work nobody waits for starts once the page is idle, and the way back
// from a saved round shows the round once, also after the live stream reports it.

const t = translator("en");

test("the scoreboard paints from the server's HTML without shifting; the live stream and the service worker start after load", async ({
  page,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  // The switch is in the server's answer (it used to appear after hydration and push the standings down).
  const html = await (await page.request.get(`/sessions/${session.id}`)).text();
  expect(html).toContain('data-testid="wake-lock"');

  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[]; streamAt?: number };
    w.shifts = [];
    // When the page asks for its live stream (an open stream never gets a resource timing entry).
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        w.streamAt ??= performance.now();
      }
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const events = page.waitForResponse((r) => r.url().includes(`/api/v1/sessions/${session.id}/events`));
  await page.goto(`/sessions/${session.id}`);
  await events;
  const switchOn = page.getByRole("switch", { name: t("wakeLock.label") });
  await expect(switchOn).toBeEnabled();
  await expect(page.getByTestId("wake-lock")).toHaveAttribute("data-held", "false");
  // The stream asked for after the page's load event, so it never held up hydrating the page.
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return { loaded: nav.loadEventStart, stream: (window as unknown as { streamAt: number }).streamAt };
  });
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.stream).toBeGreaterThanOrEqual(timing.loaded);
  // The worker still installs and takes charge, only later.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  await snapshot(page, "light-start-scoreboard");
});

test("after Save the scoreboard shows the new round once, also after the live stream reports it", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = new ScoreboardPage(page, t);
  const form = new NinesRoundPage(page, t);
  // What the live stream tells this phone (DevTools' event-source messages): the stream opens once, on the first
  // scoreboard, and stays open across the taps (the session layout's store, decision 028).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const added: number[] = [];
  cdp.on("Network.eventSourceMessageReceived", (message) => {
    const data = JSON.parse(message.data) as { kind?: string; round?: number };
    if (message.eventName === "change" && data.kind === "added" && data.round !== undefined) added.push(data.round);
  });
  await withLiveStream(page, session.id, () => page.goto(`/sessions/${session.id}/join?token=${session.token}`));
  await board.expectLoaded();

  for (const round of [1, 2]) {
    await board.enterRound(round);
    await form.wentOut("Ann");
    await form.typeTotal("Ben", 4 + round);
    await form.typeTotal("Cem", 10);
    await form.save(round);
    await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: round + 1 }) })).toBeVisible();
    // The rest of the scoreboard follows the first paint.
    const rows = page.getByTestId("rounds-table").locator("tbody tr");
    await expect(rows).toHaveCount(round);
    await expect(page.getByRole("link", { name: t("history.link") })).toBeVisible();
    // Once the live stream has reported this phone's own save, the round is still there once.
    await expect.poll(() => added.filter((r) => r === round).length, { timeout: LIVE_MS }).toBe(1);
    await expect(rows).toHaveCount(round);
    await board.expectTotals({ Ann: 0, Ben: round === 1 ? 5 : 11, Cem: round * 10 });
  }
  await snapshot(page, "light-start-after-save");
});

test("the home page's game list starts without building a number format in the browser", async ({ page }) => {
  // The browser's first Intl.NumberFormat loads its language's number data: 40–50 ms of one task at 1× CPU while the
  // home page hydrates (decision 031). The list's count prints its numbers as they are, so none is built,
  // neither while starting nor when the search changes the count.
  await page.addInitScript(() => {
    const w = window as unknown as { numberFormats: number };
    w.numberFormats = 0;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        w.numberFormats++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        w.numberFormats++;
        return Reflect.apply(target, self, args);
      },
    });
    const nativeToLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof nativeToLocale>) {
      w.numberFormats++;
      return nativeToLocale.apply(this, args);
    };
  });
  const numberFormats = () => page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats);

  // This phone's two games: each scoreboard opened remembers its visit.
  const first = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const second = await seedSession(page, { game: "nines", players: ["Dia", "Eli", "Fay"] });
  for (const id of [first.id, second.id]) {
    await page.goto(`/sessions/${id}`);
    await expect
      .poll(
        async () => (await page.context().cookies()).find((c) => c.name === "deckside-recent-sessions")?.value ?? "",
        { timeout: 30_000 },
      )
      .toContain(id);
  }
  await page.goto("/");
  await expect(page.getByTestId("history-game")).toHaveCount(2);
  await expect(page.getByTestId("history-count")).toHaveText("2 games of 2");
  // Hydrated: the search changes the count in the browser.
  await page.getByRole("searchbox").fill("Eli");
  await expect(page.getByTestId("history-count")).toHaveText("1 game of 1");
  await expect(page.getByTestId("history-game")).toHaveCount(1);
  expect(await numberFormats()).toBe(0);
  await snapshot(page, "light-start-home-search");
});

test("a tap to another page takes the favicon from the browser's cache, not the server", async ({
  browser,
  baseURL,
}) => {
  // Chromium downloads the favicon again at every client-side navigation; /icons/* is fresh for a day
  // (next.config.js), so that download is answered by the HTTP cache. No service worker here: it would answer too.
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const responses: { path: string; fromCache: boolean }[] = [];
  cdp.on("Network.responseReceived", ({ response }) => {
    responses.push({ path: new URL(response.url).pathname, fromCache: response.fromDiskCache === true });
  });
  await page.goto("/");
  // The favicon the root layout names (a PNG, decision 028, "The favicon").
  const favicon = await page.locator('head link[rel="icon"]').getAttribute("href");
  expect(favicon).toMatch(/^\/icons\//);
  const icons = () => responses.filter((r) => r.path === favicon);
  await expect.poll(() => icons().length, { timeout: 30_000 }).toBe(1);
  for (const [from, to] of [
    ["/", "/new"],
    ["/new", "/"],
  ] as const) {
    await page.locator(`a[href="${to}"]`).first().click();
    await page.waitForURL((url) => url.pathname === to, { timeout: 30_000 });
    expect(new URL(page.url()).pathname).not.toBe(from);
  }
  await expect.poll(() => icons().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  expect(icons()[0]?.fromCache).toBe(false);
  expect(
    icons()
      .slice(1)
      .every((icon) => icon.fromCache),
  ).toBe(true);
  await context.close();
});
