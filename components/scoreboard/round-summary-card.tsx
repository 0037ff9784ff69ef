import type { ReactNode } from "react";

/** The frame of a game's explanation of its last round on the scoreboard: a heading and the game's sentences. */
export function RoundSummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="round-summary-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="round-summary"
    >
      <h2 id="round-summary-heading" className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
