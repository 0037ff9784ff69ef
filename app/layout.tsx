import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/app-header";
import { HEAD_SCRIPT } from "@/components/head-script";
import { OfflineStatus } from "@/components/pwa/offline-status";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { SHARED_NAMESPACES } from "@/lib/i18n/client-namespaces";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getPlainTranslations("app");
  return {
    title: { default: "Deckside", template: "%s · Deckside" },
    description: t("tagline"),
    appleWebApp: { capable: true, title: "Deckside", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#17603f" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const api = await getTranslations("apiReference");
  // proxy.ts hands every page its CSP nonce: the head script runs under the same policy as Next's own.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // data-tz: the zone this page's times were rendered in; data-theme is set by the head script before the first
    // paint (both in components/head-script.ts), hence no hydration warning for it.
    <html lang={locale} data-tz={await getTimeZone()} suppressHydrationWarning>
      {/* The icons here, not as metadata files: metadata links are put back on every client-side navigation, and the browser fetches the favicon again each time. */}
      <head>
        <link rel="icon" href="/icons/icon-48.png" sizes="48x48" type="image/png" />
        <link rel="apple-touch-icon" href="/icons/apple-icon.png" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own (components/head-script.ts), run before the first paint. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        {/* Only the shared texts (the error page's, the offline status): each page hands its own client components theirs (<ClientMessages>). */}
        <NextIntlClientProvider messages={pickMessages(await getMessages(), SHARED_NAMESPACES)}>
          <AppHeader />
          <OfflineStatus />
          <main className="mx-auto w-full max-w-2xl px-3 pb-28 pt-4">
            {children}
            <footer className="mt-12 border-t border-stone-200 pt-3 text-center text-sm">
              <Link href="/api" prefetch={false} className="inline-flex min-h-12 items-center text-stone-700 underline">
                {api("footerLink")}
              </Link>
            </footer>
          </main>
        </NextIntlClientProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
