import { expect, test } from "./fixtures";
import { translator } from "./i18n";
import { loadPartsNear } from "./table-pages";

// Issue 28, "the league page, light at any size": the page's first answer holds the standings, and the rating race
// and the evenings come on requests of their own once the reader scrolls near them, so its size does not follow the
// league's. The evenings still page by address, in every language.

/** The first answer's limit at 10k games in `npm run bench` (bench/league.mjs PAGE_TARGETS). */
const FIRST_ANSWER_LIMIT = 80 * 1024;
/** Ten games an evening (bench/pages.mjs): 30 evenings, six pages of five. */
const GAMES = 300;

let leagueId = "";

const MEMBERS = ["Ann", "Ben", "Cem"];
const ref = (kind: string, n: number) => `${kind}-${String(n).padStart(6, "0")}`;

/** A league backup (docs/backup-format.md) of `games` one-round Nines games, ten an evening, the win going round. */
function backup(games: number) {
  return {
    format: "deckside-league-backup",
    version: 1,
    league: { name: "Light club", pointsTable: [3, 2, 1] },
    members: MEMBERS.map((name, k) => ({ id: ref("member", k), name })),
    sessions: Array.from({ length: games }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1, 19) + Math.floor(i / 10) * 86_400_000 + (i % 10) * 600_000);
      const players = MEMBERS.map((_, seat) => ({
        id: ref(`p${seat}x`, i),
        name: MEMBERS[(i + seat) % 3]!,
        seat,
        member: ref("member", (i + seat) % 3),
      }));
      return {
        id: ref("session", i),
        game: "nines",
        options: { threshold: 10 },
        playedOn: at.toISOString().slice(0, 10),
        createdAt: at.toISOString(),
        players,
        rounds: [
          { number: 1, entry: { winner: players[0]!.id, hands: { [players[1]!.id]: 12, [players[2]!.id]: 7 } } },
        ],
      };
    }),
  };
}

test.beforeAll(async ({ request }) => {
  const imported = await request.post("/api/v1/leagues/import", { data: backup(GAMES) });
  expect(imported.status()).toBe(201);
  leagueId = ((await imported.json()) as { id: string }).id;
});

test("the first answer is the standings, under the size limit, without the race or the evenings", async ({
  request,
}) => {
  const answer = await request.get(`/leagues/${leagueId}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(Buffer.byteLength(html)).toBeLessThan(FIRST_ANSWER_LIMIT);
  expect(html).toContain('data-testid="league-standings"');
  expect(html).not.toContain('data-testid="evenings"');
  expect(html).not.toContain('data-testid="line-chart"');
});

for (const locale of ["en", "de", "nl"] as const) {
  test(`the race and the evenings load when scrolled to, and the evenings page by address (${locale})`, async ({
    page,
  }) => {
    const t = translator(locale);
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
    await page.goto(`/leagues/${leagueId}`);
    await expect(page.getByTestId("league-standings")).toBeVisible();
    await loadPartsNear(page);
    await expect(page.getByTestId("race-window")).toHaveText(t("leagues.raceWindow", { count: 50 }));
    await expect(page.getByTestId("line-chart").locator("svg [data-series]")).toHaveCount(3);
    const evenings = page.getByTestId("evenings");
    await expect(evenings.locator("h3")).toHaveCount(5);
    const pager = page.getByTestId("evenings-pager");
    await expect(pager).toContainText(t("leagues.eveningsPage", { page: 1, pages: 6 }));
    const newest = await evenings.locator("h3").first().textContent();

    // An older page: its own address, other evenings, and a way back.
    await pager.getByRole("link", { name: t("leagues.olderEvenings") }).click();
    await expect(page).toHaveURL(/[?&]evenings=2/);
    await expect(page.getByTestId("evenings-pager")).toContainText(t("leagues.eveningsPage", { page: 2, pages: 6 }));
    await expect(page.getByTestId("evenings").locator("h3").first()).not.toHaveText(newest ?? "");
    await page
      .getByTestId("evenings-pager")
      .getByRole("link", { name: t("leagues.newerEvenings") })
      .click();
    await expect(page.getByTestId("evenings-pager")).toContainText(t("leagues.eveningsPage", { page: 1, pages: 6 }));
    await expect(page.getByTestId("evenings").locator("h3").first()).toHaveText(newest ?? "");
  });
}
