import { describe, expect, it } from "vitest";
import { parseCard } from "../cards";
import { followBecause, playOrder, trickStanding, trumpOfTurnedUp } from "../ninety-nine-tricks/referee";
import { overCopies, seatProblems } from "./parts";
import { seatsInRound } from "./seats";

// The pieces the referee pages and the referee API share (issue 25): moved out of the components into the engine.

const card = (code: string) => parseCard(code)!;

describe("seatsInRound", () => {
  const players = [
    { id: "c", seat: 2 },
    { id: "a", seat: 0 },
    { id: "b", seat: 1 },
  ];
  it("the participants in seat order; everyone when nobody is named (the game is over)", () => {
    expect(seatsInRound(players, ["c", "a"])).toEqual(["a", "c"]);
    expect(seatsInRound(players, [])).toEqual(["a", "b", "c"]);
  });
});

describe("seatProblems and overCopies", () => {
  it("refuses a player seated twice, a player not seated, a player without seats", () => {
    expect(seatProblems(["a", "b"], "b")).toEqual([]);
    expect(seatProblems(["a", "a"], undefined)[0]?.code).toBe("duplicate_player");
    expect(seatProblems(["a", "b"], "c")[0]?.code).toBe("unknown_player");
    expect(seatProblems(undefined, "a")[0]?.code).toBe("seats_required");
    expect(seatProblems(undefined, undefined)).toEqual([]);
  });
  it("finds the first card held more often than the decks hold it", () => {
    expect(overCopies([card("KS"), card("ks")], 1)).toBe("KS");
    expect(overCopies([card("KS"), card("ks")], 2)).toBeNull();
    expect(overCopies([card("KS"), card("KS"), card("K♠")], 2)).toBe("KS");
  });
});

describe("Ninety-Nine's trick wording", () => {
  it("play runs clockwise from the leader", () => {
    expect(playOrder(["a", "b", "c"], "b")).toEqual(["b", "c", "a"]);
    expect(playOrder(["a", "b", "c"], "x")).toEqual(["a", "b", "c"]);
  });
  it("a turned-up 9 means no trump; any other card names its suit", () => {
    expect(trumpOfTurnedUp(card("9H"))).toBe("none");
    expect(trumpOfTurnedUp(card("2H"))).toBe("H");
  });
  it("why a follow is legal, and how a trick stands", () => {
    expect(followBecause(card("2H"), null)).toBe("leads");
    expect(followBecause(card("2H"), "H")).toBe("follows");
    expect(followBecause(card("2S"), "H")).toBe("cannotFollow");
    expect(trickStanding(true, true)).toBe("takesTrumped");
    expect(trickStanding(true, false)).toBe("takes");
    expect(trickStanding(false, true)).toBe("winningTrumped");
    expect(trickStanding(false, false)).toBe("winning");
  });
});
