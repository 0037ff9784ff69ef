import type { StandingView } from "@/lib/sessions/types";

/** The texts StandingValue reads (the scoreboard's namespace), from next-intl on the server or on the phone. */
export type StandingTexts = (
  key: "strikesCount" | "strikesLives" | "tokens" | "points",
  values: Record<string, number>,
) => string;

/** The number that matters in this game: a score, strikes as marks, or tokens as discs (table mode shows it too). */
export function StandingValue({ row, lives, t }: { row: StandingView; lives: number | null; t: StandingTexts }) {
  if (row.strikes !== undefined && lives === null) {
    // No lives to lose (an agreed number of rounds): the count, which can grow past a row of marks.
    return (
      <span
        className={`tabular text-3xl font-extrabold ${row.strikes > 0 ? "text-red-700" : "text-stone-500"}`}
        data-testid="strikes"
        role="img"
        aria-label={t("strikesCount", { strikes: row.strikes })}
      >
        {row.strikes} <span aria-hidden>✗</span>
      </span>
    );
  }
  if (row.strikes !== undefined) {
    // Strikes taken are red crosses; the lives still there are green hearts, so a winner's unused life reads as kept,
    // not as one more cross (issue 28).
    const left = Math.max(0, (lives ?? 0) - row.strikes);
    return (
      <span
        className="whitespace-nowrap text-right"
        data-testid="strikes"
        role="img"
        aria-label={t("strikesLives", { strikes: row.strikes, lives: lives ?? row.strikes, left })}
      >
        <span aria-hidden className="text-3xl font-extrabold tracking-widest text-red-700">
          {"✗".repeat(row.strikes)}
        </span>
        <span aria-hidden className="text-3xl tracking-widest text-felt-700" data-testid="lives-left">
          {"♥\uFE0E".repeat(left)}
        </span>
      </span>
    );
  }
  if (row.lives !== undefined) {
    const remaining = row.lives;
    const total = Math.max(lives ?? remaining, remaining);
    return (
      <span className="flex gap-1" data-testid="lives" role="img" aria-label={t("tokens", { lives: remaining })}>
        {Array.from({ length: total }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
            key={i}
            aria-hidden
            className={`size-6 rounded-full ring-2 ${i < remaining ? "bg-amber-400 ring-amber-600" : "bg-transparent ring-stone-300"}`}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className="tabular text-4xl font-extrabold text-felt-900"
      data-testid="total"
      role="img"
      aria-label={t("points", { points: row.score ?? 0 })}
    >
      {row.score ?? 0}
    </span>
  );
}
