// The league page of a league of 5,000 games reads and shows one page of evenings and a window of the rating
// race, not every game (at 5,000 games the page was 6.6 MB and took 2–4.5 s; now 190 KB and 0.35–0.5 s).
// The timing is measured in bench/league-page.bench.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getStandings, leagueEvenings, leagueEveningsPage } from "@/lib/leagues/data";
import { EVENINGS_PER_PAGE, leaguePageSchema, RACE_WINDOW } from "@/lib/leagues/schema";
import { leagues } from "./league-client";
import { seedLeague } from "./league-seed";

const GAMES = 5000;
/** The seed plays ten games an evening from 2020-01-01 on: evening n is this day. */
const evening = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
let leagueId: string;
let seeded: string[];
let late: string;

beforeAll(async () => {
  const created = await leagues.create({ name: "Big club" });
  expect(created.status).toBe(201);
  leagueId = created.body.id;
  seeded = await seedLeague(db, leagueId, GAMES);
  // Entered today for the evening of game 4950 (evening 495), and not finished: it belongs to that evening.
  late = "late-entry";
  await db.gameSession.create({
    data: {
      id: late,
      game: "nines",
      options: "{}",
      tokenHash: "x",
      leagueId,
      playedAt: new Date(`${evening(495)}T20:00:00Z`),
    },
  });
}, 120_000);

describe(`the league page of ${GAMES} games`, () => {
  it("shows the newest evenings first, one page of them, with their games newest first", async () => {
    const first = await leagueEveningsPage(leagueId, 1);
    expect(first.pages).toBe(GAMES / 10 / EVENINGS_PER_PAGE);
    expect(first.page).toBe(1);
    expect(first.evenings.map((e) => e.date)).toEqual(
      Array.from({ length: EVENINGS_PER_PAGE }, (_, i) => evening(499 - i)),
    );
    expect(first.evenings[0]?.games.map((g) => g.id)).toEqual(seeded.slice(4990).reverse());
    expect(first.evenings[0]?.games.every((g) => g.status === "finished" && g.players.length === 4)).toBe(true);
    const lateEvening = first.evenings.find((e) => e.date === evening(495));
    expect(lateEvening?.games).toHaveLength(11);
    expect(lateEvening?.games.find((g) => g.id === late)).toMatchObject({ status: "active", players: [] });
    expect(first.evenings.flatMap((e) => e.games)).toHaveLength(EVENINGS_PER_PAGE * 10 + 1);
  });

  it("pages through older evenings without repeating or skipping one", async () => {
    const second = await leagueEveningsPage(leagueId, 2);
    expect(second.page).toBe(2);
    expect(second.evenings.map((e) => e.date)).toEqual(
      Array.from({ length: EVENINGS_PER_PAGE }, (_, i) => evening(499 - EVENINGS_PER_PAGE - i)),
    );
    // Ten games an evening: the second page holds the evenings before the first page's.
    expect(second.evenings.flatMap((e) => e.games.map((g) => g.id))).toEqual(
      seeded.slice(GAMES - 20 * EVENINGS_PER_PAGE, GAMES - 10 * EVENINGS_PER_PAGE).reverse(),
    );
    const last = await leagueEveningsPage(leagueId, second.pages);
    expect(last.evenings.at(-1)?.date).toBe(evening(0));
    expect(last.evenings.at(-1)?.games.map((g) => g.id)).toEqual(seeded.slice(0, 10).reverse());
    // Past the end: the last page, not an empty one.
    expect((await leagueEveningsPage(leagueId, second.pages + 5)).evenings).toEqual(last.evenings);
  });

  it("the pages together are every evening of the league (as the API lists them)", async () => {
    const all = await leagueEvenings(leagueId);
    const { pages } = await leagueEveningsPage(leagueId, 1);
    const paged = [];
    for (let page = 1; page <= pages; page++) paged.push(...(await leagueEveningsPage(leagueId, page)).evenings);
    expect(paged).toEqual(all);
  });

  it("the rating race holds the last games only, numbered from the league's first", async () => {
    const { race, games, standings } = await getStandings(leagueId);
    expect(games).toBe(GAMES);
    expect(race).toHaveLength(RACE_WINDOW);
    expect(race.map((p) => p.game)).toEqual(Array.from({ length: RACE_WINDOW }, (_, i) => GAMES - RACE_WINDOW + i + 1));
    // Every member is rated in every point (their ratings are carried in from the games before the window).
    for (const row of standings) expect(typeof race[0]?.[row.name]).toBe("number");
    // The last point is the standings' rating.
    for (const row of standings) expect(race.at(-1)?.[row.name]).toBe(Math.round(row.rating.mu * 100) / 100);
  });

  it("reads the evenings page from the address, page 1 for anything else", () => {
    expect(leaguePageSchema.parse({ evenings: "3" }).evenings).toBe(3);
    for (const odd of [{}, { evenings: "0" }, { evenings: "-2" }, { evenings: "x" }, { evenings: "1.5" }])
      expect(leaguePageSchema.parse(odd).evenings).toBe(1);
  });
});
