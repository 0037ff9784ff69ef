"use client";
import { useSyncExternalStore } from "react";
import { chooseTheme, storedTheme, THEMES, type ThemeChoice } from "./theme-choice";

type Labels = Record<ThemeChoice, string> & { group: string };

// The choice lives in this browser's storage: the server renders "system" pressed, the phone its own after hydration
// (the colours themselves are right from the first paint: the head script applied them).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverChoice = (): ThemeChoice => "system";

/**
 * System / light / dark, beside the language switch in the app's header: one button that shows the choice in force
 * and goes on to the next (three buttons beside the languages made the header two rows high on a 390 px phone).
 */
export function ThemeSwitch({ labels }: { labels: Labels }) {
  const current = useSyncExternalStore(subscribe, storedTheme, serverChoice);
  const next = THEMES[(THEMES.indexOf(current) + 1) % THEMES.length]!;
  const name = `${labels.group}: ${labels[current]}`;
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      data-theme-choice={current}
      onClick={() => {
        chooseTheme(next);
        for (const listener of listeners) listener();
      }}
      className="flex min-h-13 min-w-13 items-center justify-center rounded-lg bg-brand-deep text-on-brand hover:bg-brand"
    >
      <ThemeIcon choice={current} />
    </button>
  );
}

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      {choice === "light" ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : choice === "dark" ? (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" fill="currentColor" />
      ) : (
        <>
          <circle cx="12" cy="12" r="8" />
          <path d="M12 4a8 8 0 0 1 0 16Z" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
