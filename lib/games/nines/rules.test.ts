import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import { nines } from "./rules";

const table = { players: ["ann", "ben", "cem"], firstDealer: 0 };
const opts = (o: object = {}) => nines.optionsSchema.parse(o);

describe("nines smoke", () => {
  it("scores a round from cards", () => {
    const state = nines.initialState(table, opts());
    const entry = nines.entrySchema.parse({ winner: "ann", hands: { ben: ["KS", "9H"], cem: "a♦ 3c" } });
    expect(nines.validate(entry, state)).toEqual([]);
    const { scores } = nines.apply(entry, state);
    expect(scores).toEqual({ ann: 0, ben: 25, cem: 4 });
  });
  it("replays", () => {
    const r = replay(nines, table, opts(), [{ winner: "ann", hands: { ben: 30, cem: 4 } }]);
    expect(r.ok && r.summary.next).toEqual({ round: 2, dealer: "ben", starter: "cem" });
  });
});
