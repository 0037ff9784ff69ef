import { useTranslations } from "next-intl";
import { LinkButton } from "../ui/button";

/** The game is over: there is no hand left to referee. */
export function NoHand({ sessionId }: { sessionId: string }) {
  const t = useTranslations("runningTotal");
  return (
    <section className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200">
      <p className="text-lg">{t("gameOver")}</p>
      <LinkButton href={`/sessions/${sessionId}`} className="mt-3 w-full">
        {t("toScoreboard")}
      </LinkButton>
    </section>
  );
}
