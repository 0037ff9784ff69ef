import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chartGeometry, PLOT, yDomain } from "./chart-geometry";

/** The points of an SVG path's commands (d3 writes "M x,y C x,y,x,y,x,y L x,y ..."). */
const pathNumbers = (path: string) => (path.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);

describe("chartGeometry", () => {
  it("maps a scoreboard's totals into the plot: round 0 at the left, the highest total near the top", () => {
    const data = [
      { round: 0, Ann: 0, Ben: 0 },
      { round: 1, Ann: 12, Ben: 30 },
      { round: 2, Ann: 40, Ben: 35 },
    ];
    const { lines, xTicks, yTicks } = chartGeometry({ data, xKey: "round", series: ["Ann", "Ben"] });
    expect(lines.map((l) => l.name)).toEqual(["Ann", "Ben"]);
    const ann = lines[0]!;
    expect(ann.points.map((p) => p.x)).toEqual([0, 50, 100]);
    // The y axis runs from 0 to a round value above 40 (d3's nice: 40 itself), top is 0.
    expect(yTicks[0]).toEqual({ value: 0, position: 100 });
    expect(yTicks.at(-1)).toEqual({ value: 40, position: 0 });
    expect(ann.points.map((p) => p.y)).toEqual([100, 70, 0]);
    expect(ann.path.startsWith("M0,100")).toBe(true);
    // Rounds are whole: no tick at 0.5.
    expect(xTicks.map((t) => t.value)).toEqual([0, 1, 2]);
  });

  it("spreads ratings near 25 over the height: the axis runs between round values around them, not from 0", () => {
    const data = [
      { game: 1, Rating: 25 },
      { game: 2, Rating: 27.31 },
      { game: 3, Rating: 26.2 },
    ];
    const { yTicks, lines } = chartGeometry({ data, xKey: "game", series: ["Rating"] });
    expect(yTicks.map((t) => t.value)).toEqual([25, 25.5, 26, 26.5, 27, 27.5]);
    expect(yTicks[0]!.position).toBe(PLOT);
    expect(yTicks.at(-1)!.position).toBe(0);
    const [first, second] = lines[0]!.points;
    expect(first!.y).toBe(PLOT);
    expect(second!.value).toBe(27.31);
    expect(second!.y).toBeCloseTo(PLOT * (1 - 2.31 / 2.5), 6);
  });

  it("draws straight segments through the real values only, no curve between rounds", () => {
    const data = [
      { round: 0, Ann: 0 },
      { round: 1, Ann: 40 },
      { round: 2, Ann: 40 },
      { round: 3, Ann: 10 },
    ];
    const { lines } = chartGeometry({ data, xKey: "round", series: ["Ann"] });
    const ann = lines[0]!;
    // No cubic (C) or quadratic (Q) commands: a move, then a line to each point.
    expect(ann.path).toMatch(/^M[^CQ]*$/);
    expect(ann.path.match(/L/g)).toHaveLength(3);
    const coordinates = new Set(ann.points.flatMap((p) => [p.x, p.y].map((n) => Number(n.toFixed(2)))));
    for (const n of pathNumbers(ann.path)) expect(coordinates.has(n)).toBe(true);
  });

  it("gives a rating chart an axis at least minSpan wide about its values: one point is not the whole height", () => {
    const data = [
      { game: 1, Rating: 26.6 },
      { game: 2, Rating: 27.8 },
    ];
    const narrow = chartGeometry({ data, xKey: "game", series: ["Rating"] });
    const wide = chartGeometry({ data, xKey: "game", series: ["Rating"], minSpan: 4 });
    const span = (ticks: Array<{ value: number }>) => ticks.at(-1)!.value - ticks[0]!.value;
    expect(span(narrow.yTicks)).toBeLessThan(2);
    expect(span(wide.yTicks)).toBeGreaterThanOrEqual(4);
    // The ticks are whole skill points, and the 1.2-point change spans under a third of the height.
    expect(wide.yTicks.every((t) => Number.isInteger(t.value))).toBe(true);
    const [first, second] = wide.lines[0]!.points;
    expect(first!.y - second!.y).toBeLessThan(PLOT / 3);
    // Values already wider than the span keep their own range.
    const spread = chartGeometry({
      data: [
        { game: 1, Rating: 10 },
        { game: 2, Rating: 30 },
      ],
      xKey: "game",
      series: ["Rating"],
      minSpan: 4,
    });
    expect(spread.yTicks[0]!.value).toBe(10);
    expect(spread.yTicks.at(-1)!.value).toBe(30);
  });

  it("widens a narrow range about its middle, and leaves a wide one alone", () => {
    const [low, high] = yDomain(26.6, 27.8, 4);
    expect(low).toBeCloseTo(25.2, 9);
    expect(high).toBeCloseTo(29.2, 9);
    expect(yDomain(0, 40, 4)).toEqual([0, 40]);
    expect(yDomain(5, 5, 2)).toEqual([4, 6]);
  });

  it("draws no path for a series without values, and skips a missing value (the line joins its neighbours)", () => {
    const data: Array<Record<string, number>> = [
      { game: 1, Ann: 25 },
      { game: 2, Ann: 26, Ben: 24 },
      { game: 3, Ben: 23 },
      { game: 4, Ann: 27, Ben: 22 },
    ];
    const { lines } = chartGeometry({ data, xKey: "game", series: ["Ann", "Ben", "Cem"] });
    expect(lines.map((l) => l.points.map((p) => p.at))).toEqual([[1, 2, 4], [2, 3, 4], []]);
    expect(lines[2]!.path).toBe("");
    // One unbroken path per series: a single move-to.
    for (const line of lines.slice(0, 2)) expect(line.path.match(/M/g)).toHaveLength(1);
  });

  it("handles an empty chart and a one-point history: no ticks out of the box, the point in the middle", () => {
    const empty = chartGeometry({ data: [], xKey: "game", series: ["Ann"] });
    expect(empty.lines).toEqual([{ name: "Ann", index: 0, points: [], path: "" }]);
    for (const tick of [...empty.xTicks, ...empty.yTicks]) expect(tick.position).toBeGreaterThanOrEqual(0);

    const one = chartGeometry({ data: [{ game: 7, Ann: 25 }], xKey: "game", series: ["Ann"] });
    const point = one.lines[0]!.points[0]!;
    expect(point.x).toBe(PLOT / 2);
    expect(point.y).toBeGreaterThanOrEqual(0);
    expect(point.y).toBeLessThan(PLOT);
    expect(one.lines[0]!.path).not.toBe("");
    expect(one.xTicks).toEqual([{ value: 7, position: PLOT / 2 }]);

    const flat = chartGeometry({
      data: [
        { round: 0, Ann: 0 },
        { round: 1, Ann: 0 },
      ],
      xKey: "round",
      series: ["Ann"],
    });
    // A flat line sits in the middle of an axis around its value.
    expect(flat.yTicks.length).toBeGreaterThan(1);
    expect(flat.lines[0]!.points.every((p) => p.y === PLOT / 2)).toBe(true);
  });

  it("draws values a few subnormal doubles apart as a flat line (d3's ticks failed on that span)", () => {
    const data = [{ game: 0, Ann: -5e-324, Ben: -1e-323 }];
    const { lines, yTicks } = chartGeometry({ data, xKey: "game", series: ["Ann", "Ben"] });
    expect(yTicks.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.points.map((p) => p.y)).toEqual([PLOT / 2]);
  });

  it("keeps every point, tick and path coordinate inside the 100 × 100 box, one path per series (random data)", () => {
    const names = ["Ann", "Ben", "Cem", "Dia"];
    const value = fc.option(fc.double({ min: -500, max: 2000, noNaN: true }), { nil: undefined });
    const row = fc.tuple(value, value, value, value);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.array(row, { maxLength: 60 }), (start, rows) => {
        const data = rows.map((values, i) => ({
          game: start + i,
          ...Object.fromEntries(names.flatMap((n, k) => (values[k] === undefined ? [] : [[n, values[k]!]]))),
        }));
        const { lines, xTicks, yTicks } = chartGeometry({ data, xKey: "game", series: names });
        expect(lines).toHaveLength(names.length);
        for (const [k, line] of lines.entries()) {
          const expected = rows.filter((values) => values[k] !== undefined).length;
          expect(line.points).toHaveLength(expected);
          expect(line.path === "").toBe(expected === 0);
          for (const p of line.points) {
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x).toBeLessThanOrEqual(PLOT);
            expect(p.y).toBeGreaterThanOrEqual(0);
            expect(p.y).toBeLessThanOrEqual(PLOT);
          }
          // Straight segments only: every number in the path is one of the points' own coordinates.
          for (const n of pathNumbers(line.path)) {
            expect(n).toBeGreaterThanOrEqual(-0.01);
            expect(n).toBeLessThanOrEqual(PLOT + 0.01);
          }
        }
        for (const tick of [...xTicks, ...yTicks]) {
          expect(tick.position).toBeGreaterThanOrEqual(-1e-9);
          expect(tick.position).toBeLessThanOrEqual(PLOT + 1e-9);
        }
        for (const tick of xTicks) expect(Number.isInteger(tick.value)).toBe(true);
      }),
    );
  });
});
