// Addresses and bodies the referee routes refuse (issue 25): every refusal in the API's error shape, never a 500.
import { describe, expect, it } from "vitest";
import * as gameRoute from "@/app/api/v1/games/[game]/referee/[check]/route";
import * as tableRoute from "@/app/api/v1/sessions/[id]/referee/route";
import { GAME_IDS } from "@/lib/games/game-ids";
import { GAME_REFEREES } from "@/lib/games/referee-registry";
import { MESSAGES } from "@/lib/i18n/messages/all";
import { openApiDocument } from "@/lib/openapi/document";
import { inProcessFetch } from "./in-process-fetch";
import { referee } from "./referee-client";

const shape = (body: any) =>
  expect(body.error).toEqual({
    code: expect.any(String),
    message: expect.any(String),
    ...(body.error.details ? { details: expect.anything() } : {}),
  });

describe("unknown addresses", () => {
  it("an unknown game or check answers 404", async () => {
    const game = await referee.check("chess", "play", { top: "7H", card: "7S" });
    expect(game.status).toBe(404);
    expect(game.body.error.message).toMatch(/No game "chess"/);
    const check = await referee.check("nines", "bust", { total: 3, hand: ["2S"] });
    expect(check.status).toBe(404);
    expect(check.body.error.message).toMatch(/its checks: play/);
    for (const answer of [game, check]) shape(answer.body);
    expect((await referee.table("no-such-session")).status).toBe(404);
  });

  it("routes under /api/v1/referee and /api/v1/games answer 404 in the error shape, not HTML", async () => {
    for (const path of ["/api/v1/referee", "/api/v1/games/nines/referee", "/api/v1/games/nines/referee/play/x"]) {
      const response = await inProcessFetch(new Request(`http://deckside.test${path}`, { method: "POST", body: "{}" }));
      expect(response.status, path).toBe(404);
      shape(await response.json());
    }
  });

  it("other methods answer 405 with Allow", async () => {
    const put = await gameRoute.PUT(
      new Request("http://deckside.test/api/v1/games/nines/referee/play", { method: "PUT" }),
    );
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    const post = await tableRoute.POST(
      new Request("http://deckside.test/api/v1/sessions/x/referee", { method: "POST" }),
    );
    expect(post.status).toBe(405);
  });
});

describe("bodies", () => {
  it("not JSON, empty, not an object: 400", async () => {
    for (const raw of ["{", "", "[]", "3", "null"]) {
      const answer = await referee.check("nines", "play", undefined, raw);
      expect(answer.status, raw).toBe(400);
      shape(answer.body);
    }
  });

  it("options that are not an object, or break a limit: 400", async () => {
    expect((await referee.check("nines", "play", { options: 3, top: "7H", card: "7S" })).status).toBe(400);
    expect(
      (await referee.check("ninety-nine-adding", "total", { options: { startTotal: 60 }, card: "7S" })).status,
    ).toBe(400);
    expect((await referee.check("ninety-eight", "total", { options: { handSize: 6 }, card: "7S" })).status).toBe(400);
  });
});

describe("the document", () => {
  it("names a path, an example from the sheets and the answer for every check of every game", () => {
    const paths = (openApiDocument() as any).paths;
    for (const game of GAME_IDS) {
      for (const check of GAME_REFEREES[game]?.checks ?? []) {
        const operation = paths[`/api/v1/games/${game}/referee/${check.name}`]?.post;
        expect(operation, `${game} ${check.name}`).toBeDefined();
        expect(operation.requestBody.content["application/json"].examples.sheet.summary).toBe(check.example.summary);
        expect(operation.responses["200"]).toBeDefined();
        expect(operation.responses["422"]).toBeDefined();
        expect(paths[`/api/v1/sessions/{id}/referee/${check.name}`]?.post, check.name).toBeDefined();
      }
    }
  });

  it("every worked example answers 200 as documented", async () => {
    const paths = (openApiDocument() as any).paths;
    for (const game of GAME_IDS) {
      for (const check of GAME_REFEREES[game]?.checks ?? []) {
        const example =
          paths[`/api/v1/games/${game}/referee/${check.name}`].post.requestBody.content["application/json"].examples
            .sheet.value;
        const answer = await referee.check(game, check.name, example);
        expect(answer.status, `${game} ${check.name}`).toBe(200);
      }
    }
  });
});

describe("translation keys", () => {
  const text = (key: string) => key.split(".").reduce<any>((node, part) => node?.[part], MESSAGES.en);
  const reasons = (body: any): any[] =>
    [body.reason, ...(body.effects ?? []), body.draw?.reason, ...(body.violations ?? [])].filter(Boolean);

  it("every reason a verdict gives names a page text that exists", async () => {
    const seats = ["Ann", "Ben", "Cem"];
    const special = { specialCards: true, stackingNines: true, noNineFinish: true, drawUntilPlayable: true };
    const asks: Array<[string, string, Record<string, unknown>]> = [
      ["nines", "play", { top: "7H", card: "7S" }],
      ["nines", "play", { top: "7H", card: "2H", seats, player: "Ann" }],
      ["nines", "play", { options: special, top: "9H", declaredSuit: "H", card: "9S" }],
      ["nines", "play", { options: special, top: "9H", card: "2S" }],
      ["nines", "play", { options: special, top: "7H", card: "2S" }],
      ["nines", "play", { top: "7H", card: "2S" }],
      ["nines", "play", { options: special, top: "7H", card: "9S", lastCard: true }],
      ["nines", "play", { options: special, top: "7H", card: "JH" }],
      ["nines", "play", { options: special, top: "7H", card: "QH" }],
      ["nines", "play", { options: special, top: "7H", card: "AH" }],
      ["nines", "play", { top: "7H", card: "9S", pair: "9D" }],
      ["nines", "play", { options: { doubleDeck: true }, top: "7H", card: "7S", pair: "9D" }],
      ["ninety-nine-tricks", "trick", { cards: ["KH", "AH", "2S"], trump: "S", seats, leader: "Ann" }],
      ["ninety-nine-tricks", "trick", { cards: ["KH", "AH", "2D"], trump: "S" }],
      ["ninety-nine-tricks", "trick", { cards: ["KH", "2S"], trump: "S" }],
      ["ninety-nine-tricks", "trick", { cards: ["KH"], trump: "S" }],
      ["ninety-nine-tricks", "follow", { ledSuit: "H", card: "2S", hand: ["2S", "3H"] }],
      ["ninety-nine-tricks", "follow", { ledSuit: "H", card: "3H", hand: ["2S", "3H"] }],
      ["ninety-nine-tricks", "follow", { ledSuit: "D", card: "3H", hand: ["2S", "3H"] }],
      ["ninety-nine-tricks", "follow", { card: "3H", hand: ["2S", "3H"] }],
      ["ninety-nine-tricks", "bid", { cards: ["2C", "7H", "QS"] }],
      ["ninety-nine-tricks", "bid", { cards: ["2C", "7C", "QC"] }],
      ["ninety-eight", "total", { total: 10, card: "2S" }],
      ["ninety-eight", "total", { total: 10, card: "2S", seats, player: "Ann" }],
      ["ninety-eight", "total", { total: 10, card: "AS", choice: 11, seats, player: "Ann" }],
      ["ninety-eight", "total", { total: 10, card: "AS", choice: 11 }],
      ["ninety-eight", "total", { total: 10, card: "AS" }],
      ["ninety-eight", "total", { total: 95, card: "9S" }],
      ["ninety-eight", "bust", { total: 95, hand: ["3S"] }],
      ["ninety-eight", "bust", { total: 95, hand: ["9S"] }],
      ["ninety-eight", "bust", { total: 95, hand: ["9S"], seats, player: "Ann" }],
      ["ninety-eight", "bust", { total: 95, hand: ["9S"], seats: ["Ann", "Ben"], player: "Ann" }],
      ["ninety-nine-adding", "total", { options: { countdown: true }, total: 3, card: "5S" }],
      ["ninety-nine-adding", "bust", { total: 99, hand: ["5S"], seats, player: "Ben" }],
      ["ninety-nine-adding", "bust", { total: 99, hand: ["5S"] }],
    ];
    const seen = new Set<string>();
    for (const [game, check, body] of asks) {
      const answer = await referee.check(game, check, body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      for (const reason of reasons(answer.body)) {
        expect(typeof text(reason.key), `${game} ${reason.code}: ${reason.key}`).toBe("string");
        seen.add(reason.key);
      }
    }
    expect(seen).toContain("violations.nine_finish");
    expect(seen.size).toBeGreaterThan(30);
  });
});
