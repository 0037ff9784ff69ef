"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { setLocaleAction } from "@/lib/i18n/actions";
import { LOCALES } from "@/lib/i18n/locales";

const NAMES: Record<string, string> = { en: "English", de: "Deutsch", nl: "Nederlands" };

export function LanguageSwitch({ current, label }: { current: string; label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="group" aria-label={label} className="flex rounded-lg bg-brand-deep p-1">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              await setLocaleAction(locale);
              router.refresh();
            })
          }
          className={`min-h-11 min-w-11 rounded-md px-2 text-sm font-bold uppercase ${locale === current ? "bg-on-brand text-brand-deep" : "text-on-brand-soft hover:bg-brand"}`}
        >
          {/* The visible code starts the accessible name ("DE Deutsch"), as voice control expects. */}
          {locale}
          <span className="sr-only"> {NAMES[locale]}</span>
        </button>
      ))}
    </div>
  );
}
