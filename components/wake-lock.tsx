"use client";
import { useTranslations } from "next-intl";
import { SWITCH_CLASS } from "./ui/switch";
import { setWakeLockWanted, useWakeLock } from "./wake-lock-hook";

/**
 * The "keep the screen on" switch of a game's pages; not shown where the browser cannot keep the screen on. The
 * server renders it (disabled until the page runs): almost every phone has the API, and a box that appeared only
 * after hydration pushed the standings down and became the page's largest paint a second late (decision 023).
 */
export function WakeLockToggle({ className = "" }: { className?: string }) {
  const t = useTranslations("wakeLock");
  const { supported, wanted, held } = useWakeLock();
  if (supported === false) return null;
  return (
    <div
      className={`rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 ${className}`}
      data-testid="wake-lock"
      data-held={held}
    >
      <label htmlFor="wake-lock" className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span>
          <span className="block text-lg font-semibold">{t("label")}</span>
          <span className="block text-sm text-stone-600">{t("help")}</span>
        </span>
        <input
          id="wake-lock"
          type="checkbox"
          role="switch"
          checked={wanted}
          aria-checked={wanted}
          disabled={supported === null}
          onChange={(event) => setWakeLockWanted(event.target.checked)}
          className={SWITCH_CLASS}
        />
      </label>
    </div>
  );
}

/** Holds the wake lock on a page without the switch (table mode), when this phone asked for it. */
export function WakeLockKeeper() {
  useWakeLock();
  return null;
}
