"use client";
import { CartesianGrid, LineChart as Chart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { colourFor } from "./palette";

export interface LineChartProps {
  /** One object per x position: { [xKey]: x, [series]: y, ... }. */
  data: Array<Record<string, number | string>>;
  xKey: string;
  series: string[];
  /** Accessible summary of what the chart shows. */
  label: string;
  xLabel?: string;
  height?: number;
}

/** Points per line up to which each point is drawn as a dot. */
const DOTS_UP_TO = 20;

/**
 * A responsive multi-line chart (recharts), sized for a phone; every series gets its own colour. Loaded by
 * line-chart.tsx only when the chart comes into view, which also draws the labelled frame around it.
 */
export function RechartsLineChart({ data, xKey, series, height = 260 }: LineChartProps) {
  // A dot per point helps a short line; on a long one (the league's race: 50 games × every member) the dots are
  // hundreds of SVG elements that blur together and cost most of the chart's drawing time on a phone.
  const dot = data.length <= DOTS_UP_TO ? { r: 3 } : false;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Chart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
        <XAxis dataKey={xKey} tick={{ fontSize: 13 }} />
        <YAxis tick={{ fontSize: 13 }} width={48} />
        <Tooltip contentStyle={{ backgroundColor: "var(--color-white)", borderColor: "var(--color-stone-300)" }} />
        {/* The legend's names in body text colour (the line colours are below 4.5:1 as text); the swatch shows the colour. */}
        <Legend
          wrapperStyle={{ fontSize: 14 }}
          formatter={(value: string) => <span className="text-stone-800">{value}</span>}
        />
        {series.map((name, index) => (
          <Line
            key={name}
            type="monotone"
            dataKey={name}
            stroke={colourFor(index)}
            strokeWidth={3}
            dot={dot}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </Chart>
    </ResponsiveContainer>
  );
}
