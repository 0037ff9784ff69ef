import { getTranslations } from "next-intl/server";
import { LinkButton } from "../ui/button";

/** The heading of a page about one session (history, referee), with the way back to its scoreboard. */
export async function SessionPageHeader({ sessionId, title }: { sessionId: string; title: string }) {
  const t = await getTranslations("scoreboard");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-extrabold text-felt-900">{title}</h1>
      <LinkButton href={`/sessions/${sessionId}`} variant="secondary">
        {t("backToScoreboard")}
      </LinkButton>
    </div>
  );
}
