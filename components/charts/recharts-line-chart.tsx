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

/**
 * A responsive multi-line chart (recharts), sized for a phone; every series gets its own colour. Loaded by
 * line-chart.tsx only when the chart comes into view, which also draws the labelled frame around it.
 */
export function RechartsLineChart({ data, xKey, series, height = 260 }: LineChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Chart data={data} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
        <XAxis dataKey={xKey} tick={{ fontSize: 13 }} />
        <YAxis tick={{ fontSize: 13 }} width={44} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        {series.map((name, index) => (
          <Line
            key={name}
            type="monotone"
            dataKey={name}
            stroke={colourFor(index)}
            strokeWidth={3}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </Chart>
    </ResponsiveContainer>
  );
}
