"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { LeagueChangeEvent, MemberChange } from "@/lib/live/types";
import { useDebouncedRefresh } from "./use-debounced-refresh";
import { useEventStream } from "./use-event-stream";

const isMemberChange = (change: LeagueChangeEvent): change is MemberChange =>
  change.what === "renamed" || change.what === "merged";

/**
 * Follows a league's change feed: the page re-renders from the server on each change (a game's round, a member
 * renamed or merged), and says what happened. On a member's page (`memberId`), a merge of that member moves on to
 * the member it was merged into, whose page now holds its games.
 */
export function LeagueLive({ leagueId, memberId }: { leagueId: string; memberId?: string }) {
  const t = useTranslations("live");
  const refresh = useDebouncedRefresh();
  const router = useRouter();
  const [last, setLast] = useState<LeagueChangeEvent | null>(null);
  const connection = useEventStream(`/api/v1/leagues/${encodeURIComponent(leagueId)}/events`, {
    change: (data) => {
      const change = data as LeagueChangeEvent;
      setLast(change);
      if (isMemberChange(change) && change.what === "merged" && change.member === memberId && change.into) {
        router.replace(`/leagues/${encodeURIComponent(leagueId)}/members/${encodeURIComponent(change.into)}`);
      } else refresh();
    },
    resync: () => refresh(),
  });
  const text = (change: LeagueChangeEvent): string => {
    if (isMemberChange(change)) {
      return change.what === "renamed" ? t("leagueRenamed", { name: change.name ?? "" }) : t("leagueMerged");
    }
    if (change.what === "created") return t("leagueCreated");
    if (change.what === "deleted") return t("leagueDeleted");
    if (change.what === "filed") return t("leagueFiled");
    if (change.status === "finished" && change.kind !== "undone") return t("leagueFinished");
    return t("leagueRound", { round: change.round ?? 0, kind: change.kind ?? "added" });
  };
  return (
    <p aria-live="polite" className="text-sm text-stone-600" data-testid="live-status">
      {connection === "down" ? (
        <span className="text-stone-500">{t("down")}</span>
      ) : last ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-felt-50 px-3 py-0.5 font-semibold text-felt-800">
          <span aria-hidden className="size-2 rounded-full bg-felt-600" />
          {text(last)}
        </span>
      ) : null}
    </p>
  );
}
