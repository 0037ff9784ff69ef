import { PlayShell } from "@/components/play/play-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";

// The shell of a game the server has never seen (docs/decisions/036-table-on-the-phone.md): precached by the service
// worker (serwist.config.mjs), so it opens with no network; the game's id is in the hash (`/play#<id>`), never sent.
export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("round"))("metaTitle") };
}

export default function PlayPage() {
  return (
    <ClientMessages page="play">
      <PlayShell />
    </ClientMessages>
  );
}
