import { getTranslations } from "next-intl/server";
import { PhoneBackupDownload } from "@/components/phone/phone-backup-download";
import { PhoneBackupRestore } from "@/components/phone/phone-backup-restore";
import { PhoneName } from "@/components/phone/phone-name";
import { Panel } from "@/components/ui/panel";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { KEEP, recentIds } from "@/lib/recent/cookies";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("phone"))("title") };
}

/** "This phone": a backup of every game on this phone's list with its edit rights, and its restore on another. */
export default async function PhonePage() {
  const t = await getTranslations("phone");
  const sessionIds = (await recentIds("session")).slice(0, KEEP);
  return (
    <ClientMessages page="phone">
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold text-felt-900">{t("title")}</h1>
        <p className="text-lg text-stone-700">{t("intro")}</p>
        <Panel title={t("downloadTitle")}>
          <PhoneBackupDownload sessionIds={sessionIds} />
        </Panel>
        <PhoneBackupRestore />
        <Panel title={t("nameTitle")}>
          <PhoneName />
        </Panel>
      </div>
    </ClientMessages>
  );
}
