import { scaleLinear } from "d3-scale";
import { curveLinear, line } from "d3-shape";

/** What a line chart shows: one object per x position, { [xKey]: x, [series]: y, ... }; a missing y is no point. */
export interface LineChartData {
  data: ReadonlyArray<Record<string, number | string>>;
  xKey: string;
  series: readonly string[];
  /**
   * The least span the y axis covers, centred on the values when they lie closer together (a rating chart: a
   * change of one point must not fill the height). Without it the axis runs from the lowest value to the highest.
   */
  minSpan?: number;
}

/** A point of a line, in the plot's own units: x from 0 (left) to 100 (right), y from 0 (top) to 100 (bottom). */
export interface PlotPoint {
  x: number;
  y: number;
  /** The x value it stands for (round, game). */
  at: number;
  value: number;
}

export interface PlotLine {
  name: string;
  /** The series' place in `series` (its colour). */
  index: number;
  /** An SVG path through the points in the 100 × 100 plot; empty when the series has no point. */
  path: string;
  points: PlotPoint[];
}

/** A tick: the value and where it sits along its axis, 0–100 (x from the left, y from the top). */
export interface Tick {
  value: number;
  position: number;
}

export interface ChartGeometry {
  xTicks: Tick[];
  yTicks: Tick[];
  lines: PlotLine[];
}

/** The plot's coordinate box: a viewBox of 100 × 100 stretched to the chart's size. */
export const PLOT = 100;
/** How many ticks each axis aims at (d3 picks round values near this count). */
const X_TICKS = 5;
const Y_TICKS = 5;

const numberOf = (value: number | string | undefined): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The y axis' range before d3 rounds it: the values' own, widened about their middle to `span` when narrower. */
export function yDomain(low: number, high: number, span: number): [number, number] {
  if (high - low >= span) return [low, high];
  const middle = low + (high - low) / 2;
  return [middle - span / 2, middle + span / 2];
}

/**
 * The chart's geometry, computed on the server: d3-scale maps the values into the 100 × 100 plot (the y axis from a
 * round value at or below the lowest to one at or above the highest, at least `minSpan` wide), d3-shape draws straight
 * segments between each series' points (a missing value is skipped: the line joins its neighbours). Straight, not a
 * smoothed curve: a curve passes through values nobody had between two rounds (issue 28).
 */
export function chartGeometry({ data, xKey, series, minSpan = 0 }: LineChartData): ChartGeometry {
  const xs = data.flatMap((row) => {
    const x = numberOf(row[xKey]);
    return x === undefined ? [] : [x];
  });
  const values = data.flatMap((row) =>
    series.flatMap((name) => {
      const value = numberOf(row[name]);
      return value === undefined ? [] : [value];
    }),
  );
  const x = scaleLinear()
    .domain(xs.length > 0 ? [Math.min(...xs), Math.max(...xs)] : [0, 1])
    .range([0, PLOT]);
  // From the lowest to the highest value, widened to round ticks: a scoreboard's totals start at 0 (round 0), and
  // ratings that all sit near 25 spread over the height instead of lying flat on an axis from 0. A flat line (or
  // none) gets an axis one either side of its value, so it is drawn in the middle. Values apart by less than any
  // chart can show count as flat: d3's ticks over a span of a few subnormal doubles fail (a property test found it).
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 0;
  const flat = high - low < 1e-9;
  const y = scaleLinear()
    .domain(yDomain(low, high, flat ? Math.max(2, minSpan) : minSpan))
    .nice(Y_TICKS)
    .range([PLOT, 0]);
  const path = line<PlotPoint>()
    .x((p) => p.x)
    .y((p) => p.y)
    .curve(curveLinear)
    .digits(2);
  const lines = series.map((name, index) => {
    const points = data.flatMap((row) => {
      const at = numberOf(row[xKey]);
      const value = numberOf(row[name]);
      return at === undefined || value === undefined ? [] : [{ x: x(at), y: y(value), at, value }];
    });
    return { name, index, points, path: points.length > 0 ? (path(points) ?? "") : "" };
  });
  // Whole numbers only on the x axis: rounds and games are counted.
  const xTicks = x
    .ticks(Math.min(X_TICKS, Math.max(1, xs.length - 1)))
    .filter(Number.isInteger)
    .map((value) => ({ value, position: x(value) }));
  const yTicks = y.ticks(Y_TICKS).map((value) => ({ value, position: y(value) }));
  return { xTicks, yTicks, lines };
}
