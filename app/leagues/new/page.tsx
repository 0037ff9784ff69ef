import { getTranslations } from "next-intl/server";
import { BackupRestore } from "@/components/leagues/backup-restore";
import { NewLeagueForm } from "@/components/leagues/new-league-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { listLeagues } from "@/lib/leagues/data";
import { recentIds } from "@/lib/recent/cookies";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("leagues"))("newTitle") };
}

export default async function NewLeaguePage() {
  const t = await getTranslations("leagues");
  // The leagues this phone knows: a restored backup of the same name is restored under another (issue 28).
  const known = await listLeagues(await recentIds("league"));
  return (
    <ClientMessages page="newLeague">
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold text-felt-900">{t("newTitle")}</h1>
        <p className="text-lg text-stone-700">{t("newIntro")}</p>
        <NewLeagueForm />
        <BackupRestore knownNames={known.map((league) => league.name)} />
      </div>
    </ClientMessages>
  );
}
