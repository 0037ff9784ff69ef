// A referee check asked with GET (issue 25): the situation as query parameters gives the same verdict as the POST.
import { describe, expect, it } from "vitest";
import { api, ninesSession } from "./client";
import { referee } from "./referee-client";

const same = async (game: string, check: string, query: string, body: Record<string, unknown>) => {
  const asked = await referee.ask(game, check, query);
  const posted = await referee.check(game, check, body);
  expect(asked.status, query).toBe(200);
  expect(asked.body).toEqual(posted.body);
  return asked.body;
};

describe("GET with the situation as a query", () => {
  it("answers what the POST answers, for every check", async () => {
    const stacked = await same(
      "nines",
      "play",
      "top=9H&declaredSuit=%E2%99%A5&card=9S&seats=Ann,Ben,Cem&player=Ben&options.stackingNines=true",
      {
        top: "9H",
        declaredSuit: "♥",
        card: "9S",
        seats: ["Ann", "Ben", "Cem"],
        player: "Ben",
        options: { stackingNines: true },
      },
    );
    expect(stacked.effects.map((e: any) => e.code)).toEqual(["declareSuit", "deflect"]);
    await same("nines", "play", "top=7H&card=9S&lastCard=true&options.noNineFinish=true", {
      top: "7H",
      card: "9S",
      lastCard: true,
      options: { noNineFinish: true },
    });
    const low = await same("ninety-nine-tricks", "trick", "cards=KH&cards=AH&cards=2S&trump=S", {
      cards: ["KH", "AH", "2S"],
      trump: "S",
    });
    expect(low.card).toBe("2S");
    await same("ninety-nine-tricks", "follow", "led=KH&card=2S&hand=2S+7H+QD", {
      led: "KH",
      card: "2S",
      hand: ["2S", "7H", "QD"],
    });
    const ring = await same("ninety-nine-adding", "total", "total=190&card=9C&options=%7B%22limit%22%3A199%7D", {
      total: 190,
      card: "9C",
      options: { limit: 199 },
    });
    expect(ring.total).toBe(199);
    await same("ninety-nine-adding", "total", "total=80&card=10H&choice=-10&options.countdown=true", {
      total: 80,
      card: "10H",
      choice: -10,
      options: { countdown: true },
    });
    await same("ninety-eight", "bust", "total=95&hand=5S,8H,JD,QC,7C&options.handSize=5&seats=Ann,Ben,Cem&player=Ben", {
      total: 95,
      hand: "5S,8H,JD,QC,7C",
      options: { handSize: 5 },
      seats: ["Ann", "Ben", "Cem"],
      player: "Ben",
    });
    await same(
      "ninety-eight",
      "total",
      `card=7S&seats=Ann,Ben&plays=${encodeURIComponent(JSON.stringify([{ card: "KS" }]))}`,
      {
        card: "7S",
        seats: ["Ann", "Ben"],
        plays: [{ card: "KS" }],
      },
    );
  });

  it("refuses what it cannot read: 400 for the shape, 422 for the rules, 404 for the address", async () => {
    expect((await referee.ask("ninety-eight", "total", "total=abc&card=2S")).status).toBe(400);
    expect((await referee.ask("ninety-eight", "total", "total=10&card=2S&options.jokers=true")).status).toBe(400);
    expect((await referee.ask("nines", "play", "top=7H&card=7S&lastCard=maybe")).status).toBe(400);
    expect((await referee.ask("nines", "play", "top=7H&card=7H")).status).toBe(422);
    expect((await referee.ask("ninety-nine-tricks", "trick", "cards=KH,AH,2S,3S&trump=S")).status).toBe(422);
    expect((await referee.ask("ninety-nine-adding", "total", "total=100&card=2S")).status).toBe(422);
    expect((await referee.ask("chess", "play", "top=7H&card=7S")).status).toBe(404);
  });

  it("in a session too", async () => {
    const { id, ids } = await ninesSession(["Ann", "Ben", "Cem"], { specialCards: true });
    const jack = await referee.askInSession(id, "play", "top=7H&card=JH");
    expect(jack.status).toBe(200);
    expect(jack.body.next).toEqual({ player: ids.Ann, skipped: ids.Cem, direction: "clockwise" });
    const adding = await api.createSession({ game: "ninety-nine-adding", players: ["Ann", "Ben"] });
    const busted = await referee.askInSession(adding.body.id, "bust", "total=99&hand=5S,7H,JD");
    expect(busted.body).toMatchObject({ bust: true, after: { handOver: true } });
  });
});
