"use client";
import { useFormStatus } from "react-dom";
import { setLocaleAction } from "@/lib/i18n/actions";
import { LOCALE_FIELD, LOCALES } from "@/lib/i18n/locales";

const NAMES: Record<string, string> = { en: "English", de: "Deutsch", nl: "Nederlands" };

/**
 * The header's language buttons: a form with the server action (each button sends its `locale`), so a tap before
 * the page has hydrated still switches. Setting the cookie in the action renders the page again in the new language.
 */
export function LanguageSwitch({ current, label }: { current: string; label: string }) {
  return (
    <form action={setLocaleAction} className="contents">
      <div role="group" aria-label={label} className="flex rounded-lg bg-brand-deep p-1">
        {LOCALES.map((locale) => (
          <LanguageButton key={locale} locale={locale} current={locale === current} />
        ))}
      </div>
    </form>
  );
}

function LanguageButton({ locale, current }: { locale: string; current: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name={LOCALE_FIELD}
      value={locale}
      lang={locale}
      aria-pressed={current}
      disabled={pending}
      className={`min-h-11 min-w-11 rounded-md px-2 text-sm font-bold uppercase ${current ? "bg-on-brand text-brand-deep" : "text-on-brand-soft hover:bg-brand"}`}
    >
      {/* The visible code starts the accessible name ("DE Deutsch"), as voice control expects. */}
      {locale}
      <span className="sr-only"> {NAMES[locale]}</span>
    </button>
  );
}
