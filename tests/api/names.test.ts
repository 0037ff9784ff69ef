// Issue 14, "Names" and "CSV export allows formula injection", through the real route handlers.
import { describe, expect, it } from "vitest";
import { api } from "./client";
import { leagues } from "./league-client";

async function newLeague(name = "Thursday club") {
  const created = await leagues.create({ name });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, token: created.body.token as string, name: created.body.name as string };
}

async function finishedNinesGame(league: { id: string; token: string }, players: [string, string]) {
  const created = await leagues.createSession(
    { game: "nines", players, options: { rounds: 1 }, leagueId: league.id },
    league.token,
  );
  expect(created.status).toBe(201);
  const [winner, loser] = created.body.players as Array<{ id: string }>;
  const played = await api.addRound(created.body.id, { winner: winner!.id, hands: { [loser!.id]: 10 } }, league.token);
  expect(played.status).toBe(201);
  return created.body;
}

describe("names", () => {
  it("a player named only with invisible characters is refused, translated code and field included", async () => {
    for (const invisible of ["\u200B", "\u200B\u2060", "\u3164"]) {
      const reply = await api.createSession({ game: "nines", players: ["Ann", invisible] });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe("invalid_body");
      expect(reply.body.error.details.issues[0]).toMatchObject({ path: "players.1", code: "name_invisible" });
    }
  });

  it("bidi controls are dropped and names stored in NFC; 40 characters counted after that", async () => {
    const reply = await api.createSession({
      game: "nines",
      players: ["Ann\u202Egnp.exe", "Zoe\u0308", `\u202E${"b".repeat(40)}`],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.players.map((p: { name: string }) => p.name)).toEqual(["Anngnp.exe", "Zo\u00EB", "b".repeat(40)]);
    const tooLong = await api.createSession({ game: "nines", players: ["Ann", "b".repeat(41)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details.issues[0]).toMatchObject({ code: "name_too_long", params: { max: 40 } });
  });

  it("two names that look the same are one name", async () => {
    const reply = await api.createSession({ game: "nines", players: ["Zoë", "Zoe\u0308"] });
    expect(reply.status).toBe(422);
    const invisible = await api.createSession({ game: "nines", players: ["Ann", "A\u200Bnn"] });
    expect(invisible.status).toBe(422);
  });

  it("league names and member renames go through the same schema", async () => {
    const refused = await leagues.create({ name: "\u200B\u200B" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.issues[0]).toMatchObject({ path: "name", code: "name_invisible" });
    expect((await newLeague("\u202EClub\u202C")).name).toBe("Club");

    const league = await newLeague();
    await finishedNinesGame(league, ["Ann", "Ben"]);
    const ann = ((await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>).find(
      (m) => m.name === "Ann",
    )!;
    const invisible = await leagues.rename(league.id, ann.id, "\u200B", league.token);
    expect(invisible.status).toBe(400);
    expect(invisible.body.error.details.issues[0]).toMatchObject({ code: "name_invisible" });
    expect((await leagues.rename(league.id, ann.id, "Anna\u202E", league.token)).status).toBe(200);
    const names = ((await leagues.get(league.id)).body.members as Array<{ name: string }>).map((m) => m.name);
    expect(names).toContain("Anna");
  });
});

describe("CSV export", () => {
  it("exports members named like formulas as text, and ratings as numbers", async () => {
    const league = await newLeague();
    await finishedNinesGame(league, ['=HYPERLINK("http://x","y")', "@SUM(1)"]);
    const standings = await leagues.export(league.id, "?what=standings&format=csv");
    expect(standings.status).toBe(200);
    const lines = (standings.body as string).split("\r\n");
    expect(lines[1]).toMatch(/^1,"'=HYPERLINK\(""http:\/\/x"",""y""\)",1,1,/);
    expect(lines[2]).toMatch(/^2,'@SUM\(1\),1,0,/);
    // Every rating cell is a plain number, a negative one included (no leading quote).
    for (const line of lines.slice(1, 3))
      expect(line.split(",").slice(-5, -2).join(",")).toMatch(/^-?\d+\.\d\d,-?\d+\.\d\d,\d+\.\d\d$/);
    const games = await leagues.export(league.id, "?what=games&format=csv");
    expect(games.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(games.body).toContain(",'@SUM(1),2,");
    expect(games.body).not.toMatch(/,[=@]/);
    // JSON is data, not a spreadsheet: names stay as they are.
    const json = await leagues.export(league.id, "?what=standings&format=json");
    expect(json.body.standings.map((r: { name: string }) => r.name)).toEqual(['=HYPERLINK("http://x","y")', "@SUM(1)"]);
  });
});
