import type { APIRequestContext } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

// The scoreboard page cache (lib/front/scoreboard-cache.ts, docs/decisions/025-scoreboard-page-cache.md) against
// the production server: a watching phone that reloads always sees the latest round, every kept answer is what
// Next renders for the same request (its own render: the `x-deckside-render` header hands a request to Next), and
// no phone ever gets another's edit view: the scoring phones' view is kept only for the game's own token.

const t = translator("en");
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A page view as a browser's reload asks for it; the nonce replaced, so two answers can be compared. */
async function view(request: APIRequestContext, id: string, headers: Record<string, string> = {}) {
  const response = await request.get(`/sessions/${id}`, { headers: { "accept-language": "en", ...headers } });
  const html = await response.text();
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  return {
    status: response.status(),
    cache: response.headers()["x-deckside-cache"],
    nonce,
    html,
    page: nonce ? html.split(nonce).join("NONCE") : html,
  };
}

/** Next's own render of the same request. */
const fresh = (request: APIRequestContext, id: string, headers: Record<string, string> = {}) =>
  view(request, id, { ...headers, "x-deckside-render": "1" });

/** The next view is a kept page (after at most one render) and equals Next's own render of it. */
async function expectCurrent(request: APIRequestContext, id: string, headers: Record<string, string> = {}) {
  await view(request, id, headers);
  const kept = await view(request, id, headers);
  expect(kept.status).toBe(200);
  expect(kept.cache).toBe("hit");
  const next = await fresh(request, id, headers);
  expect(next.cache).toBeUndefined();
  expect(kept.page).toBe(next.page);
  return kept;
}

test("a watching phone that reloads always sees the round just saved on the scoring phone", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const a = new ScoreboardPage(page, t);
  const aRound = new NinesRoundPage(page, t);
  const scorerAnswers: Array<string | null> = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "document") {
      scorerAnswers.push(await response.headerValue("x-deckside-cache"));
    }
  });
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await a.expectLoaded();

  const watcher = await browser.newContext({ ...phone, baseURL, locale: "en-US" });
  const b = await watcher.newPage();
  const bBoard = new ScoreboardPage(b, t);
  const answers: Array<string | null> = [];
  b.on("response", async (response) => {
    if (response.request().resourceType() === "document") answers.push(await response.headerValue("x-deckside-cache"));
  });
  await b.goto(`/sessions/${session.id}`);
  await bBoard.expectLoaded();
  await expect(b.getByText(t("scoreboard.viewOnly"))).toBeVisible();

  const expected = { Ann: 0, Ben: 0, Cem: 0 };
  const rounds: Array<[string, Record<string, number>]> = [
    ["Ann", { Ben: 10, Cem: 20 }],
    ["Ben", { Ann: 5, Cem: 7 }],
    ["Cem", { Ann: 3, Ben: 12 }],
  ];
  for (const [index, [winner, hands]] of rounds.entries()) {
    await a.enterRound(index + 1);
    await aRound.wentOut(winner);
    for (const [name, total] of Object.entries(hands)) await aRound.typeTotal(name, total);
    await aRound.save(index + 1);
    for (const [name, total] of Object.entries(hands)) expected[name as keyof typeof expected] += total;
    await a.expectTotals(expected);
    // The scoring phone's own reloads: the new round, and still its edit controls (the kept edit view after one).
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await a.expectLoaded();
      await a.expectTotals(expected);
      await expect(page.getByText(t("scoreboard.viewOnly"))).toHaveCount(0);
    }
    // Reloaded twice: the first view after the save renders the new round, the second is the kept page.
    for (let reload = 0; reload < 2; reload++) {
      await b.reload();
      await bBoard.expectLoaded();
      expect(await bBoard.totals()).toEqual(expected);
    }
  }
  // Undo on A: the watcher's next reload shows the round gone.
  await a.undo(3);
  await a.expectTotals({ Ann: 5, Ben: 10, Cem: 27 });
  await b.reload();
  await bBoard.expectLoaded();
  expect(await bBoard.totals()).toEqual({ Ann: 5, Ben: 10, Cem: 27 });
  // The watcher's reloads were answered by the cache (a render on the first view of each version, kept after).
  expect(answers).toContain("hit");
  expect(scorerAnswers).toContain("hit");
  await snapshot(page, "scoreboard-cache-02-scorer");
  await snapshot(b, "scoreboard-cache-01-watcher");
  await watcher.close();
});

test("every kept answer equals Next's own render, in each language, and only viewers share one", async ({
  page,
  playwright,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 2 } });
  const request = page.request;
  const entry = (winner: string, hands: Record<string, number>) => ({
    winner: session.ids[winner],
    hands: Object.fromEntries(Object.entries(hands).map(([name, hand]) => [session.ids[name], hand])),
  });
  const bearer = { authorization: `Bearer ${session.token}` };

  const languages: Array<[string, Record<string, string>]> = [
    ["en", { "accept-language": "en" }],
    ["de", { "accept-language": "de-DE,de;q=0.9" }],
    ["nl", { cookie: "NEXT_LOCALE=nl" }],
  ];
  for (const [lang, headers] of languages) {
    const kept = await expectCurrent(request, session.id, headers);
    expect(kept.html).toContain(`<html lang="${lang}"`);
  }

  // The nonce: fresh for every answer, the same in the header and in each of the page's scripts.
  const nonces = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const kept = await view(request, session.id);
    expect(kept.cache).toBe("hit");
    expect(kept.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scripts = [...kept.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${kept.nonce}"`);
    nonces.add(kept.nonce);
  }
  expect(nonces.size).toBe(5);

  // The phone that holds the edit token (it joined by the share link) gets the edit view, kept for the game's own
  // token and equal to Next's render in each language; a second phone that joined the same way gets it from memory.
  const editor = await playwright.request.newContext({ baseURL });
  expect((await editor.get(`/sessions/${session.id}/join?token=${session.token}`)).ok()).toBe(true);
  const editLanguages: Array<[string, Record<string, string>]> = [
    ["en", { "accept-language": "en" }],
    ["de", { "accept-language": "de-DE,de;q=0.9" }],
    ["nl", { "accept-language": "nl-NL,nl;q=0.9" }],
  ];
  for (const [lang, headers] of editLanguages) {
    const edit = await expectCurrent(editor, session.id, headers);
    expect(edit.html).toContain(`<html lang="${lang}"`);
    expect(edit.html).toContain(encodeURIComponent(session.token));
    expect(edit.html).toContain('\\"editable\\":true');
    expect(edit.html).not.toContain('\\"editable\\":false');
  }
  const second = await playwright.request.newContext({ baseURL });
  expect((await second.get(`/sessions/${session.id}/join?token=${session.token}`)).ok()).toBe(true);
  const secondView = await view(second, session.id);
  expect(secondView.cache).toBe("hit");
  expect(secondView.page).toBe((await fresh(editor, session.id)).page);
  expect(secondView.html).toContain('\\"editable\\":true');
  // A wrong token is Next's to answer (the viewer's page), never the kept edit view.
  const stranger = await playwright.request.newContext({ baseURL });
  for (const token of ["wrong", session.token.slice(1)]) {
    const bad = await view(stranger, session.id, { cookie: `deckside-edit-${session.id}=${token}` });
    expect(bad.cache).toBeUndefined();
    expect(bad.html).toContain(t("scoreboard.viewOnly"));
    expect(bad.html).not.toContain(encodeURIComponent(session.token));
  }
  const viewer = await view(request, session.id);
  expect(viewer.cache).toBe("hit");
  expect(viewer.html).toContain(t("scoreboard.viewOnly"));
  expect(viewer.html).toContain('\\"editable\\":false');
  expect(viewer.html).not.toContain('\\"editable\\":true');
  expect(viewer.html).not.toContain(session.token);
  expect(viewer.html).not.toContain(encodeURIComponent(session.token));

  // After every kind of write, the next view is the new page.
  const writes: Array<[string, () => Promise<unknown>]> = [
    [
      "round added",
      () =>
        request.post(`/api/v1/sessions/${session.id}/rounds`, {
          data: entry("Ann", { Ben: 4, Cem: 6 }),
          headers: bearer,
        }),
    ],
    [
      "round edited",
      () =>
        request.put(`/api/v1/sessions/${session.id}/rounds/1`, {
          data: entry("Ben", { Ann: 2, Cem: 9 }),
          headers: bearer,
        }),
    ],
    ["round undone", () => request.delete(`/api/v1/sessions/${session.id}/rounds/1`, { headers: bearer })],
    [
      "round added again",
      () =>
        request.post(`/api/v1/sessions/${session.id}/rounds`, {
          data: entry("Cem", { Ann: 8, Ben: 1 }),
          headers: bearer,
        }),
    ],
    [
      "game ended",
      () =>
        request.post(`/api/v1/sessions/${session.id}/rounds`, {
          data: entry("Ann", { Ben: 30, Cem: 2 }),
          headers: bearer,
        }),
    ],
    ["rematch started", () => request.post(`/api/v1/sessions/${session.id}/rematch`, { headers: bearer })],
  ];
  let before = (await view(request, session.id)).page;
  for (const [what, write] of writes) {
    const response = (await write()) as { ok(): boolean };
    expect(response.ok(), what).toBe(true);
    const after = await expectCurrent(request, session.id);
    if (what !== "rematch started") expect(after.page, what).not.toBe(before);
    before = after.page;
    // The scoring phones' kept view too, and still never a viewer's.
    const edit = await expectCurrent(editor, session.id);
    expect(edit.html, what).toContain(encodeURIComponent(session.token));
    expect(after.html, what).not.toContain(encodeURIComponent(session.token));
  }
  expect(before).toContain(t("scoreboard.gameOver"));

  // Filed into a league, then the league's members merged: still what Next renders.
  const league = await (await request.post("/api/v1/leagues", { data: { name: "Cache club" } })).json();
  const filed = await request.post(`/api/v1/sessions/${session.id}/league`, {
    data: { leagueId: league.id, leagueToken: league.token },
    headers: bearer,
  });
  expect(filed.ok()).toBe(true);
  await expectCurrent(request, session.id);
  await expectCurrent(editor, session.id);
  const leagueAuth = { authorization: `Bearer ${league.token}` };
  const other = await request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Annie", "Dan", "Eve"], leagueId: league.id },
    headers: leagueAuth,
  });
  expect(other.status()).toBe(201);
  const members = (await (await request.get(`/api/v1/leagues/${league.id}`)).json()).members as Array<{
    id: string;
    name: string;
  }>;
  const ann = members.find((m) => m.name === "Ann")!;
  const annie = members.find((m) => m.name === "Annie")!;
  expect(
    (
      await request.patch(`/api/v1/leagues/${league.id}/members/${ann.id}`, {
        data: { name: "Anna" },
        headers: leagueAuth,
      })
    ).ok(),
  ).toBe(true);
  await expectCurrent(request, session.id);
  expect(
    (
      await request.post(`/api/v1/leagues/${league.id}/members/${annie.id}/merge`, {
        data: { into: ann.id },
        headers: leagueAuth,
      })
    ).ok(),
  ).toBe(true);
  await expectCurrent(request, session.id);

  // Deleted: the next view is Next's 404, not a kept page.
  expect((await request.delete(`/api/v1/sessions/${session.id}`, { headers: bearer })).ok()).toBe(true);
  const gone = await view(request, session.id);
  expect(gone.status).toBe(404);
  expect(gone.cache).toBeUndefined();
  await editor.dispose();
  await second.dispose();
  await stranger.dispose();
});
