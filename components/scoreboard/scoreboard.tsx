import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { GAME_UIS } from "../games/registry";
import { ShareLink } from "../share-link";
import { AfterFirstPaint } from "../ui/after-first-paint";
import { LinkButton } from "../ui/button";
import { DeleteGame } from "./delete-game";
import { RulesInForce } from "./rules-in-force";
import { ScoreChart } from "./score-chart";
import { ScoreboardTop } from "./scoreboard-top";

export async function Scoreboard({
  session,
  editable,
  token,
  children,
}: {
  session: SessionView;
  editable: boolean;
  token: string | null;
  /** Page-level extras shown above the share link (e.g. filing the game into a league). */
  children?: ReactNode;
}) {
  const t = await getTranslations("scoreboard");
  const th = await getTranslations("history");
  const RoundSummary = GAME_UIS[session.game].roundSummary;
  return (
    <div className="space-y-4">
      <ScoreboardTop
        session={session}
        editable={editable}
        summary={RoundSummary ? <RoundSummary session={session} /> : null}
      />
      {/* Below the rounds table: a frame later when the page is reached in the browser (023). */}
      <AfterFirstPaint>
        <LinkButton href={`/sessions/${session.id}/history`} variant="ghost" className="w-full">
          {th("link")}
        </LinkButton>
        <ScoreChart session={session} />
        <RulesInForce game={session.game} options={session.options} />
        {!editable ? <p className="rounded-xl bg-stone-200 p-3 text-center text-stone-700">{t("viewOnly")}</p> : null}
        {children}
        {editable && token ? (
          <ShareLink
            path={`/sessions/${session.id}/join?token=${encodeURIComponent(token)}`}
            title={t("editLink")}
            help={t("editLinkHelp")}
          />
        ) : null}
        {editable ? <DeleteGame sessionId={session.id} /> : null}
      </AfterFirstPaint>
    </div>
  );
}
