import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/app-header";
import { OfflineStatus } from "@/components/pwa/offline-status";
import { ServiceWorker } from "@/components/pwa/service-worker";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return {
    title: { default: "Deckside", template: "%s · Deckside" },
    description: t("tagline"),
    appleWebApp: { capable: true, title: "Deckside", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#17603f" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <NextIntlClientProvider>
          <AppHeader />
          <OfflineStatus />
          <main className="mx-auto w-full max-w-2xl px-3 pb-28 pt-4">{children}</main>
        </NextIntlClientProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
