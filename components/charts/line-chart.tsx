import { getFormatter, getTranslations } from "next-intl/server";
import { FIGURE_FORMAT } from "@/lib/figures";
import { Name } from "../ui/name";
import { chartGeometry, type LineChartData, PLOT, type Tick } from "./chart-geometry";
import { lineClass } from "./palette";

export interface LineChartProps extends LineChartData {
  /** Accessible summary of what the chart shows. */
  label: string;
  /** What the x values count (round, game): the figures table's first column. */
  xLabel: string;
  /** The plot's height in px (the axes' labels, the legend and the figures come on top). */
  height?: number;
}

/** Points per line up to which each point is drawn as a dot (on a long line they blur into it). */
const DOTS_UP_TO = 20;

/**
 * A multi-line chart drawn on the server as SVG (docs/decisions/022-server-charts.md): no chart code reaches the
 * phone. The plot stretches to the width it gets (a 100 × 100 viewBox, strokes of fixed width); the axes' numbers,
 * the legend and the figures are HTML, so they follow the reader's text size. What a tooltip told is in the legend
 * (each line's latest value) and in a table of every figure under a disclosure.
 */
export async function LineChart({ data, xKey, series, minSpan, label, xLabel, height = 200 }: LineChartProps) {
  const t = await getTranslations("charts");
  const format = await getFormatter();
  const number = (value: number) => format.number(value, FIGURE_FORMAT);
  const { xTicks, yTicks, lines } = chartGeometry({ data, xKey, series, ...(minSpan ? { minSpan } : {}) });
  const dots = data.length <= DOTS_UP_TO;
  const grid = (ticks: Tick[], axis: "x" | "y") =>
    ticks.map((tick) => {
      const at = `${tick.position}%`;
      return axis === "y" ? (
        <line key={`y${tick.value}`} x1="0" x2="100%" y1={at} y2={at} />
      ) : (
        <line key={`x${tick.value}`} x1={at} x2={at} y1="0" y2="100%" />
      );
    });
  return (
    <figure data-testid="line-chart" className="@container space-y-3">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 pt-2 pr-1">
        <div aria-hidden className="tabular relative text-sm text-stone-700" style={{ height }}>
          {/* The widest number sets the column's width; the numbers themselves sit at their ticks. */}
          <div className="invisible h-0 overflow-hidden">
            {yTicks.map((tick) => (
              <div key={tick.value}>{number(tick.value)}</div>
            ))}
          </div>
          {yTicks.map((tick) => (
            <span
              key={tick.value}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap leading-none"
              style={{ top: `${tick.position}%` }}
            >
              {number(tick.value)}
            </span>
          ))}
        </div>
        <svg role="img" aria-label={label} className="block w-full overflow-visible" style={{ height }}>
          <title>{label}</title>
          <g className="stroke-stone-200" strokeDasharray="3 3">
            {grid(yTicks, "y")}
            {grid(xTicks, "x")}
          </g>
          <g className="stroke-stone-400">
            <line x1="0" x2="0" y1="0" y2="100%" />
            <line x1="0" x2="100%" y1="100%" y2="100%" />
          </g>
          {/* Stretched to the plot's box; the strokes keep their width in screen pixels. */}
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${PLOT} ${PLOT}`}
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            overflow="visible"
          >
            {lines.map((line) => {
              const last = line.points.at(-1);
              return line.path ? (
                <g
                  key={line.index}
                  className={lineClass(line.index)}
                  fill="none"
                  stroke="currentColor"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  data-series={line.name}
                >
                  <path d={line.path} strokeWidth={3} vectorEffect="non-scaling-stroke">
                    {last ? <title>{`${line.name}: ${number(last.value)}`}</title> : null}
                  </path>
                  {/* A dot is a line of no length with round ends: round however the plot is stretched. */}
                  {dots
                    ? line.points.map((point) => (
                        <path
                          key={point.at}
                          d={`M${point.x} ${point.y}h0`}
                          strokeWidth={7}
                          vectorEffect="non-scaling-stroke"
                        />
                      ))
                    : null}
                </g>
              ) : null;
            })}
          </svg>
        </svg>
        <div />
        <div aria-hidden className="tabular relative text-sm text-stone-700">
          {/* One line of text high, however large the reader's text is. */}
          <span className="invisible">0</span>
          {xTicks.map((tick, i) => (
            <span
              key={tick.value}
              // The first number starts at its tick, the last ends at it, those between are centred: none leaves
              // the box. With large text every other one steps aside so they do not run into each other.
              className={`absolute top-0 whitespace-nowrap ${i % 2 === 1 && i !== xTicks.length - 1 ? "@max-[16rem]:invisible" : ""}`}
              style={{ left: `${tick.position}%`, transform: `translateX(-${tick.position}%)` }}
            >
              {number(tick.value)}
            </span>
          ))}
        </div>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1" data-testid="chart-legend">
          {lines.map((line) => {
            const last = line.points.at(-1);
            return (
              <li key={line.index} className="flex min-w-0 items-center gap-1.5">
                <span
                  aria-hidden
                  className={`inline-block h-1 w-5 shrink-0 rounded-full bg-current ${lineClass(line.index)}`}
                />
                {/* Name and figure wrap between each other; a name breaks only where it is wider than the line. */}
                <span className="min-w-0 text-stone-800 wrap-break-word">
                  <Name>{line.name}</Name>
                  {last ? (
                    <span className="tabular ml-1.5 inline-block font-semibold">{number(last.value)}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </figcaption>
      <details className="text-stone-800">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-felt-700 underline">{t("figures")}</summary>
        <div className="overflow-x-auto">
          <table className="tabular w-full text-right text-sm" data-testid="chart-figures">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="px-2 py-1 text-left">
                  {xLabel}
                </th>
                {series.map((name, index) => (
                  // By place: two members may share a name.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the series' order is fixed for the render
                  <th key={index} scope="col" className="px-2 py-1">
                    <Name>{name}</Name>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row[xKey])} className="border-b border-stone-200">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {row[xKey]}
                  </th>
                  {series.map((name, index) => {
                    const value = row[name];
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the series' order is fixed for the render
                      <td key={index} className="px-2 py-1">
                        {typeof value === "number" ? number(value) : "–"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
