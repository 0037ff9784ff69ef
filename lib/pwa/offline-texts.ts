import "server-only";
import { LOCALES, type Locale } from "../i18n/locales";
import { MESSAGES } from "../i18n/messages/all";

export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
  home: string;
}

/**
 * The offline page's texts in every language: the page is one precached copy (lib/pwa/sw.ts), so it carries them
 * all and shows the phone's language of the moment (components/pwa/offline-notice.tsx). A few hundred bytes.
 */
export function offlineTexts(): Record<Locale, OfflineTexts> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const { title, text, retry, home } = MESSAGES[locale].offline as OfflineTexts;
      return [locale, { title, text, retry, home }];
    }),
  ) as Record<Locale, OfflineTexts>;
}
