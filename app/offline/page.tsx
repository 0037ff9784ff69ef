import { getTranslations } from "next-intl/server";
import { OfflineRetry } from "@/components/pwa/offline-retry";
import { LinkButton } from "@/components/ui/button";

// The service worker shows this page for a page this phone never opened while offline (lib/pwa/sw.ts).
export async function generateMetadata() {
  return { title: (await getTranslations("offline"))("title"), robots: { index: false } };
}

export default async function OfflinePage() {
  const t = await getTranslations("offline");
  return (
    <div className="space-y-4 py-8 text-center" data-testid="offline-page">
      <h1 className="text-2xl font-extrabold">{t("title")}</h1>
      <p className="text-lg text-stone-700">{t("text")}</p>
      <div className="grid gap-2">
        <OfflineRetry label={t("retry")} />
        <LinkButton href="/" variant="secondary">
          {t("home")}
        </LinkButton>
      </div>
    </div>
  );
}
