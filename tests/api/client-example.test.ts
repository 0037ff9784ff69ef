// The example client (docs/client/play-nines.ts, typed from the generated deckside-api.d.ts) plays a whole game of
// Nines against the API's handlers, each answer checked against the OpenAPI document on the way.
import { expect, it } from "vitest";
import { playNines } from "@/docs/client/play-nines";
import { refereeNinesRound } from "@/docs/client/referee-nines";
import { api } from "./client";
import { inProcessFetch } from "./in-process-fetch";

it("starts a game of Nines, plays it to the end and names the winner", async () => {
  const lines: string[] = [];
  const result = await playNines("http://deckside.test", { fetch: inProcessFetch, log: (line) => lines.push(line) });

  // Ann goes out every round; Ben holds K♠ Q♥ (20), Cem 9♣ 3♦ (18): Ben passes 100 in round 5 (5 × 20).
  expect(result.rounds).toBe(5);
  expect(result.winner).toBe("Ann");
  expect(result.standings).toEqual([
    { name: "Ann", score: 0, rank: 1 },
    { name: "Cem", score: 90, rank: 2 },
    { name: "Ben", score: 100, rank: 3 },
  ]);
  expect(lines[0]).toMatch(/^Started \S+: Ann, Ben, Cem$/);
  expect(lines.at(-1)).toBe("Round 5: Ann 0, Cem 90, Ben 100");

  // What the server holds agrees.
  const id = /^Started (\S+):/.exec(lines[0]!)![1]!;
  const stored = await api.getSession(id);
  expect(stored.body.status).toBe("finished");
  expect(stored.body.rounds).toHaveLength(5);
});

it("referees a whole round of Nines through the session's play check, then scores it", async () => {
  const lines: string[] = [];
  const result = await refereeNinesRound("http://deckside.test", {
    fetch: inProcessFetch,
    log: (line) => lines.push(line),
  });
  // Ben's K♠ on 7♥ is refused; 7♠ by rank; J♠ skips Ann; 9♦ anything; 4♣ the named suit; Q♣ turns play; 2♣ goes out.
  expect(result.verdicts.map((v) => [v.legal, v.reason.code])).toEqual([
    [false, "no_match"],
    [true, "rank"],
    [true, "suit"],
    [true, "nine"],
    [true, "suit"],
    [true, "suit"],
    [true, "suit"],
  ]);
  expect(result.verdicts[2]!.next).toMatchObject({ skipped: expect.any(String) });
  expect(result.verdicts[5]!.next?.direction).toBe("counterClockwise");
  expect(lines[0]).toBe(
    "Ben: KS may not be played. KS matches neither the rank (7) nor the suit (H); only a 9 would fit. No card that fits? Draw one; if it fits you may play it at once, otherwise the turn ends.",
  );
  expect(lines[2]).toBe("Cem: JS. Same suit as the active suit. The next player is skipped. Ben is next.");
  expect(result.winner).toBe("Cem");
  // Ann holds K♠ 8♦ (18), Ben A♥ 10♠ 3♦ (14).
  expect(result.scores).toEqual({ Ann: 18, Ben: 14, Cem: 0 });
});
