import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { LeaguePage } from "./pages/league-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import {
  enterNinesRound,
  expectLiveChange,
  fillNinesRound,
  joinAsScorer,
  LIVE_MS,
  newPhone,
  ninesGameOnScorerPhone,
  openLive,
  postRound,
  waitForPageCopies,
  watcherPhone,
  withLiveStream,
} from "./phones";

// The live table: several phones on one game. Each phone is its own browser context (its own cookies) at phone
// size; a change made on one shows on the others without a reload, from the event stream (LIVE_MS: how long the
// tests wait for it on a busy machine).

const t = translator("en");

test("phone B shows a round entered, edited and undone on phone A live, and a round form hears of its round at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const { session, board: a } = await ninesGameOnScorerPhone(page);

  // Phone B only watches (no token); phone C scores too (the edit link).
  const b = await watcherPhone(browser, baseURL, `/sessions/${session.id}`, session.id);
  const bBoard = new ScoreboardPage(b.page, t);
  await bBoard.expectLoaded();
  await expect(b.page.getByText(t("scoreboard.viewOnly"))).toBeVisible();

  // Round 1 entered on A.
  await enterNinesRound(page, 1, "Ann", { Ben: 10, Cem: 20 });
  await a.expectTotals({ Ann: 0, Ben: 10, Cem: 20 });
  await expectLiveChange(b.page, t("live.added", { round: 1 }), { Ann: 0, Ben: 10, Cem: 20 });
  await snapshot(b.page, "live-01-watcher-round-entered");

  // Round 1 edited on A: Ben's 10 becomes 15.
  const aRound = new NinesRoundPage(page, t);
  await a.editRound(1);
  await aRound.typeTotal("Ben", 15);
  await aRound.save(1, true);
  await a.expectTotals({ Ann: 0, Ben: 15, Cem: 20 });
  await expectLiveChange(b.page, t("live.edited", { round: 1 }), { Ann: 0, Ben: 15, Cem: 20 });

  // Round 1 undone on A.
  await a.undo(1);
  await a.expectTotals({ Ann: 0, Ben: 0, Cem: 0 });
  await expectLiveChange(b.page, t("live.undone", { round: 1 }), { Ann: 0, Ben: 0, Cem: 0 });
  await snapshot(b.page, "live-02-watcher-round-undone");

  // Phone C opens the form for round 1 and starts typing; A saves round 1 first. C is told at once.
  const c = await newPhone(browser, baseURL);
  const cRound = new NinesRoundPage(c.page, t);
  // The live stream opens once on the scoreboard and stays open through the tap to the form (the session layout's
  // store, decision 028): no new stream request at the tap.
  const cBoard = new ScoreboardPage(c.page, t);
  await withLiveStream(c.page, session.id, () => joinAsScorer(c.page, session));
  const streamsAfterTap: string[] = [];
  c.page.on("request", (request) => {
    if (request.url().includes("/events")) streamsAfterTap.push(request.url());
  });
  await cBoard.enterRound(1);
  await cRound.wentOut("Cem");
  await cRound.typeTotal("Ann", 7);
  await cRound.typeTotal("Ben", 2);
  await expect(c.page.getByTestId("form-conflict")).toHaveCount(0);

  await enterNinesRound(page, 1, "Ben", { Ann: 3, Cem: 4 });
  await a.expectTotals({ Ann: 3, Ben: 0, Cem: 4 });
  // C is told beside Save, and what C typed is still there.
  const note = c.page.getByTestId("save-clash-note");
  await expect(note).toHaveText(t("offlineQueue.conflictTitle", { round: 1 }), { timeout: LIVE_MS });
  await expect(c.page.getByTestId("form-conflict")).toHaveCount(0);
  await expect(cRound.hand("Ann").getByLabel(t("nines.penaltyLabel", { name: "Ann" }))).toHaveValue("7");
  await snapshot(c.page, "live-03-form-told-round-entered");
  expect(streamsAfterTap).toEqual([]);
  // Save asks; keeping theirs goes back to the scoreboard with A's round on it and nothing of C's sent.
  await cRound.save(1);
  await c.page
    .getByTestId("save-clash")
    .getByRole("button", { name: t("offlineQueue.keepTheirs") })
    .click();
  await cBoard.expectLoaded();
  await expect.poll(() => cBoard.totals(), { timeout: LIVE_MS }).toEqual({ Ann: 3, Ben: 0, Cem: 4 });
  // B followed all along, without a reload.
  await expect.poll(() => bBoard.totals(), { timeout: LIVE_MS }).toEqual({ Ann: 3, Ben: 0, Cem: 4 });
  await b.context.close();
  await c.context.close();
});

test("table mode on phone B follows a round entered on phone A live, from the event stream", async ({
  page,
  browser,
  baseURL,
}) => {
  const { session, board: a } = await ninesGameOnScorerPhone(page);

  // Phone B lies in the middle of the table, landscape, in table mode, opened from the scoreboard: table mode
  // follows the stream the scoreboard opened (the session layout's, decision 028), no second one.
  const b = await newPhone(browser, baseURL);
  await b.page.setViewportSize({ width: 844, height: 390 });
  await openLive(b.page, `/sessions/${session.id}`, session.id);
  const streamsAfterTap: string[] = [];
  b.page.on("request", (request) => {
    if (request.url().includes("/events")) streamsAfterTap.push(request.url());
  });
  await b.page.getByRole("link", { name: t("tableMode.link") }).click();
  await expect(b.page.getByTestId("table-live")).toHaveAttribute("data-connection", "live");
  await expect(b.page.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 1 }));
  const total = (name: string) => b.page.getByTestId(`table-${name}`).getByTestId("total");
  await expect(total("Cem")).toHaveText("0");

  await enterNinesRound(page, 1, "Ann", { Ben: 10, Cem: 20 });
  await a.expectTotals({ Ann: 0, Ben: 10, Cem: 20 });
  await expect(total("Cem")).toHaveText("20", { timeout: LIVE_MS });
  await expect(total("Ben")).toHaveText("10");
  await expect(b.page.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 2 }));
  // Best first: Ann leads with nothing.
  await expect(b.page.getByTestId("table-standings").locator("li").first()).toHaveAttribute("data-testid", "table-Ann");

  // An undo on A shows too.
  await a.undo(1);
  await a.expectTotals({ Ann: 0, Ben: 0, Cem: 0 });
  await expect(total("Cem")).toHaveText("0", { timeout: LIVE_MS });
  await expect(b.page.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 1 }));
  await snapshot(b.page, "live-09-table-mode-follows");
  expect(streamsAfterTap).toEqual([]);
  await b.context.close();
});

test("a member renamed or merged elsewhere shows on this phone's league and member pages live", async ({
  page,
  request,
}) => {
  const league = await (await request.post("/api/v1/leagues", { data: { name: "Rename club" } })).json();
  const auth = { authorization: `Bearer ${league.token}` };
  for (const players of [
    ["Ann", "Benny", "Cem"],
    ["Ann", "Ben", "Cem"],
  ]) {
    const game = await (
      await request.post("/api/v1/sessions", {
        data: { game: "nines", players, options: { rounds: 1 }, leagueId: league.id },
        headers: auth,
      })
    ).json();
    const [first, second, third] = game.players.map((p: { id: string }) => p.id);
    await postRound(
      request,
      { id: game.id, token: league.token },
      { winner: second, hands: { [first]: 8, [third]: 12 } },
    );
  }
  const members: Array<{ id: string; name: string }> = (
    await (await request.get(`/api/v1/leagues/${league.id}`)).json()
  ).members;
  const id = (name: string) => members.find((m) => m.name === name)!.id;
  // The other phone (the API, as the member page's actions do the same write) renames and merges.
  const rename = async (member: string, name: string) => {
    const response = await request.patch(`/api/v1/leagues/${league.id}/members/${id(member)}`, {
      data: { name },
      headers: auth,
    });
    expect(response.status()).toBe(200);
  };

  // The league page.
  await openLive(page, `/leagues/${league.id}`, league.id);
  await expect(page.getByTestId("league-row-Cem")).toBeVisible();
  await waitForPageCopies(page);
  await rename("Cem", "Cemile");
  await expect(page.getByTestId("league-row-Cemile")).toBeVisible({ timeout: LIVE_MS });
  await expect(page.getByTestId("league-row-Cem")).toHaveCount(0);
  await expect(page.getByTestId("live-status")).toHaveText(t("live.leagueRenamed", { name: "Cemile" }));
  await snapshot(page, "live-10-league-member-renamed");

  // A member's page.
  await openLive(page, `/leagues/${league.id}/members/${id("Cem")}`, league.id);
  await expect(page.getByRole("heading", { level: 1, name: "Cemile" })).toBeVisible();
  await rename("Cem", "Cem");
  await expect(page.getByRole("heading", { level: 1, name: "Cem" })).toBeVisible({ timeout: LIVE_MS });

  // Benny was Ben all along: merged, his page moves on to Ben's, who now has both games.
  await openLive(page, `/leagues/${league.id}/members/${id("Benny")}`, league.id);
  await expect(page.getByRole("heading", { level: 1, name: "Benny" })).toBeVisible();
  const merged = await request.post(`/api/v1/leagues/${league.id}/members/${id("Benny")}/merge`, {
    data: { into: id("Ben") },
    headers: auth,
  });
  expect(merged.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/members/${id("Ben")}$`), { timeout: LIVE_MS });
  await expect(page.getByRole("heading", { level: 1, name: "Ben" })).toBeVisible();
  await expect(page.getByTestId("member-played")).toHaveText("2");
  await page.goto(`/leagues/${league.id}`);
  await expect(page.getByTestId("league-row-Benny")).toHaveCount(0);
  await expect(page.getByTestId("league-row-Ben").getByTestId("wins")).toHaveText("2");
});

test("the league page updates when one of its games finishes on another phone", async ({ page, request }) => {
  const league = await (await request.post("/api/v1/leagues", { data: { name: "Friday live" } })).json();
  await openLive(page, `/leagues/${league.id}`, league.id);
  await expect(page.getByRole("heading", { level: 1, name: "Friday live" })).toBeVisible();
  await expect(page.getByText(t("leagues.noFinishedGames"))).toBeVisible();

  const auth = { authorization: `Bearer ${league.token}` };
  const created = await request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 }, leagueId: league.id },
    headers: auth,
  });
  expect(created.status()).toBe(201);
  const game = await created.json();
  await expect(page.getByTestId("live-status")).toHaveText(t("live.leagueCreated"), { timeout: LIVE_MS });
  const [ann, ben, cem] = game.players.map((p: { id: string }) => p.id);
  await postRound(request, { id: game.id, token: league.token }, { winner: ben, hands: { [ann]: 8, [cem]: 12 } });
  await expect(page.getByTestId("live-status")).toHaveText(t("live.leagueFinished"), { timeout: LIVE_MS });
  await expect(page.getByTestId("league-row-Ben").getByTestId("wins")).toHaveText("1", { timeout: LIVE_MS });
  await expect(page.getByTestId("league-row-Ann").getByTestId("played")).toHaveText("1");
  await snapshot(page, "live-04-league-game-finished");
});

test("rematch in one tap, and a game played outside the league added to it afterwards", async ({
  page,
  browser,
  baseURL,
}) => {
  // This phone made the league (it holds its token) and plays a one-round game outside it.
  await new LeaguePage(page, t).create("Sunday club");
  const leagueUrl = page.url();
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 } });
  const board = await joinAsScorer(page, session);
  await board.expectNext("Ann", "Ben");
  await board.enterRound(1);
  await fillNinesRound(page, 1, "Cem", { Ann: 5, Ben: 9 });
  await expect(page.getByTestId("winner")).toBeVisible();

  // A watcher of this game.
  const watcher = await watcherPhone(browser, baseURL, `/sessions/${session.id}`, session.id);

  // Add to league: the league is offered because this phone holds its token.
  const file = page.locator("section", { has: page.getByRole("heading", { name: t("live.fileTitle") }) });
  await expect(file.getByLabel(t("live.fileLeague"))).toHaveValue(/.+/);
  await expect(file.getByRole("option", { name: "Sunday club" })).toHaveCount(1);
  await snapshot(page, "live-05-finished-rematch-and-file");
  await file.getByRole("button", { name: t("live.fileButton") }).click();
  await expect(page.getByRole("heading", { name: t("live.fileTitle") })).toHaveCount(0);
  await page.goto(leagueUrl);
  await expect(page.getByTestId("league-row-Cem").getByTestId("wins")).toHaveText("1");
  await expect(page.getByTestId("league-row-Ann").getByTestId("played")).toHaveText("1");

  // Rematch: same players, the first dealer one seat on (Ben deals, Cem starts), in the league now too.
  await page.goto(`/sessions/${session.id}`);
  await page.getByRole("button", { name: t("live.rematch") }).click();
  await expect(page).not.toHaveURL(new RegExp(session.id));
  await board.expectLoaded();
  await board.expectNext("Ben", "Cem");
  await board.expectTotals({ Ann: 0, Ben: 0, Cem: 0 });
  const rematchUrl = new URL(page.url()).pathname;
  await snapshot(page, "live-06-rematch-started");

  // The watcher of the old game is offered the new one.
  await expect(watcher.page.getByText(t("live.rematchStarted"))).toBeVisible({ timeout: LIVE_MS });
  await snapshot(watcher.page, "live-07-watcher-told-of-rematch");
  await watcher.page.getByRole("link", { name: t("live.openRematch") }).click();
  await expect(watcher.page).toHaveURL(new RegExp(`${rematchUrl}$`));
  await watcher.context.close();

  // The rematch counts in the league when it finishes.
  const rematchId = rematchUrl.split("/").pop()!;
  const view = await (await page.request.get(`/api/v1/sessions/${rematchId}`)).json();
  expect(view.leagueId).not.toBeNull();
  expect(view.firstDealer).toBe(1);
});

test("a watcher says quietly when live updates are down, and catches up once the network is back", async ({
  page,
  context,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = new ScoreboardPage(page, t);
  await openLive(page, `/sessions/${session.id}`, session.id);
  await board.expectLoaded();

  await context.setOffline(true);
  await expect(page.getByTestId("live-status")).toHaveText(t("live.down"));
  await snapshot(page, "live-08-watcher-stream-down");
  // A round entered elsewhere while this phone is offline.
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  await postRound(page.request, session, { winner: Cem, hands: { [Ann]: 6, [Ben]: 2 } });

  await context.setOffline(false);
  await expect(page.getByTestId("live-status")).toHaveText(t("live.added", { round: 1 }), { timeout: 15_000 });
  await board.expectTotals({ Ann: 6, Ben: 2, Cem: 0 });
});
