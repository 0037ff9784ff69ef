"use client";
import { useLocale, useTranslations } from "next-intl";
import { formatNames } from "@/lib/i18n/format-names";
import { TrophyIcon } from "../ui/icons";
import { RematchButton } from "./client-parts";
import { UndoButton } from "./undo-button";
import { useShownSession } from "./use-shown-session";

/** Who won, once the game is over (as the phone shows the session now), with the rematch and the undo. */
export function GameOver({ editable }: { editable: boolean }) {
  const session = useShownSession();
  const t = useTranslations("scoreboard");
  const unknown = useTranslations("app")("unknownPlayer");
  const locale = useLocale();
  if (session.status !== "finished") return null;
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const last = session.rounds.at(-1);
  const winners = session.winners.map((id) => names[id] ?? unknown);
  return (
    // A container: where it is narrower than 16rem (large text on a phone) the headline takes three sizes smaller and
    // the panel's padding as well, so that a long name ("Bartholomäus gewinnt!") is not broken in two.
    <section aria-live="polite" className="@container rounded-2xl bg-felt-800 p-5 text-center text-white shadow-lg">
      <TrophyIcon className="mx-auto size-14 text-amber-300" />
      <h2 className="mt-2 text-3xl font-extrabold @max-3xs:-mx-3 @max-3xs:text-lg" data-testid="winner">
        {winners.length > 1
          ? t("sharedWin", { names: formatNames(winners, locale) })
          : t("wins", { name: winners[0] ?? unknown })}
      </h2>
      <p className="mt-1 text-felt-100">{t("gameOver")}</p>
      {editable ? (
        <div className="mt-4">
          <RematchButton sessionId={session.id} />
        </div>
      ) : null}
      {editable && last ? (
        <div className="mt-3 grid text-stone-900">
          <UndoButton sessionId={session.id} round={last.number} entry={last.entry} />
        </div>
      ) : null}
    </section>
  );
}
