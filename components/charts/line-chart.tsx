"use client";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { LineChartProps } from "./recharts-line-chart";

// recharts is most of a chart page's JavaScript (about 113 kB gzip): it loads only when the chart comes near the
// screen, so a page whose chart sits below the fold opens without it (docs/decisions/010-shipping-less-js.md).
const Chart = dynamic(() => import("./recharts-line-chart").then((m) => m.RechartsLineChart), { ssr: false });

/** How far below the screen a chart starts loading, so it is drawn by the time a thumb scrolls it into view. */
const AHEAD = "300px";

/** A multi-line chart in a labelled frame of its final height; the chart itself arrives when it is about to be seen. */
export function LineChart(props: LineChartProps) {
  const { label, height = 260 } = props;
  const frame = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <figure
      ref={frame}
      role="img"
      aria-label={label}
      // Until the chart arrives, a faint area of its size shows where it will be.
      className={`w-full rounded-lg ${near ? "" : "bg-stone-50"}`}
      style={{ minHeight: height }}
      data-testid="line-chart"
    >
      {near ? <Chart {...props} height={height} /> : null}
    </figure>
  );
}
