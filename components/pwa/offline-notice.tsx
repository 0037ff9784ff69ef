"use client";
import { useEffect, useSyncExternalStore } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { OfflineTexts } from "@/lib/pwa/offline-texts";
import { phoneLocale } from "@/lib/pwa/phone-locale";
import { LinkButton } from "../ui/button";
import { OfflineRetry } from "./offline-retry";

const noSubscription = () => () => undefined;

/**
 * The offline page's content in the phone's current language: the service worker's one copy of this page was
 * rendered in the language of the day it was installed, and the person may have switched since (or the browser's
 * language changed). The server's render shows the language it was asked in; the browser then picks.
 */
export function OfflineNotice({ texts, rendered }: { texts: Record<Locale, OfflineTexts>; rendered: Locale }) {
  const locale = useSyncExternalStore(
    noSubscription,
    () => phoneLocale(document.cookie, navigator.languages ?? [navigator.language]),
    () => rendered,
  );
  const t = texts[locale];
  useEffect(() => {
    document.documentElement.lang = locale;
    // The metadata's <title> is React's: it is written back after hydration, so the title is kept in step.
    const title = `${t.title} · Deckside`;
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [locale, t.title]);
  return (
    <div className="space-y-4 py-8 text-center" data-testid="offline-page" lang={locale}>
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      <p className="text-lg text-stone-700">{t.text}</p>
      <div className="grid gap-2">
        <OfflineRetry label={t.retry} />
        <LinkButton href="/" variant="secondary">
          {t.home}
        </LinkButton>
      </div>
    </div>
  );
}
