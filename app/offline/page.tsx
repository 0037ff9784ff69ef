import { getLocale } from "next-intl/server";
import { OfflineNotice } from "@/components/pwa/offline-notice";
import type { Locale } from "@/lib/i18n/locales";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { offlineTexts } from "@/lib/pwa/offline-texts";

// The service worker shows this page for a page this phone never opened while offline (lib/pwa/sw.ts). It carries
// its texts in every language and shows the phone's current one (the worker's copy may be older than a switch).
export async function generateMetadata() {
  return { title: (await getPlainTranslations("offline"))("title"), robots: { index: false } };
}

export default async function OfflinePage() {
  return <OfflineNotice texts={offlineTexts()} rendered={(await getLocale()) as Locale} />;
}
