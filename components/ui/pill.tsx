import type { ReactNode } from "react";

const tones = {
  neutral: "bg-stone-200 text-stone-800",
  green: "bg-felt-100 text-felt-800",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
} as const;

export function Pill({ tone = "neutral", children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
