"use client";
import { useLocale, useTranslations } from "next-intl";
import { formatNames } from "@/lib/i18n/format-names";
import { useSessionLive } from "../live/session-live";
import { QueuedNextRound } from "../offline/queued-next-round";
import { LinkButton } from "../ui/button";
import { NextRoundLine } from "./next-round-line";
import { useOpenRoundInPlace } from "./round-in-place";
import { confirmedStateKey, stateKey } from "./state-key";
import { UndoButton, UndoneNotice } from "./undo-button";
import { useShownSession } from "./use-shown-session";

/** Who deals and who starts the next round, and the way into entering it (as the phone shows the session now). */
export function NextRound({ editable }: { editable: boolean }) {
  const session = useShownSession();
  const live = useSessionLive();
  const t = useTranslations("scoreboard");
  const unknown = useTranslations("app")("unknownPlayer");
  const locale = useLocale();
  const openInPlace = useOpenRoundInPlace();
  const next = session.next;
  if (!next) return null;
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const last = session.rounds.at(-1);
  const key = live?.snapshot ? confirmedStateKey(live.snapshot) : stateKey(session);
  const href = `/sessions/${session.id}/round?state=${key}`;
  return (
    // While rounds wait on this phone, the box shows the round after them (docs/decisions/016-offline-queue.md).
    <QueuedNextRound href={href} editable={editable}>
      <section
        className={`@container rounded-2xl p-4 shadow-sm ring-1 ${session.status === "tiebreak" ? "bg-red-50 ring-red-200" : "bg-white ring-stone-200"}`}
        aria-labelledby="next-heading"
      >
        {session.tiebreak ? (
          // A size smaller where the box is narrower than 16rem (large text): the names in it stay whole.
          <p className="mb-2 text-lg font-bold text-red-800 @max-3xs:text-base" data-testid="tiebreak">
            {t("tiebreak", {
              names: formatNames(
                session.tiebreak.players.map((id) => names[id] ?? unknown),
                locale,
              ),
            })}
          </p>
        ) : null}
        <h2 id="next-heading" className="text-xl font-bold">
          {t("nextRound", { round: next.round })}
        </h2>
        <NextRoundLine
          dealer={names[next.dealer]}
          starter={names[next.starter]}
          labels={{ dealer: t("dealer"), starter: t("starter") }}
          testId="next"
        />
        {editable ? (
          <div className="mt-3 grid gap-2">
            {/* Opens the form in place over the board (round-in-place.tsx fetched its code ahead); the page at the
              address (a reload, a new tab, no JavaScript) is the server's form. Not prefetched: with the form in place
              the page is for those, and a prefetch would be a server render of it per scoreboard view. The address
              names the game's state, as the page's cache copy must never be one of an older state. */}
            <LinkButton
              href={href}
              prefetch={!openInPlace}
              onClick={openInPlace ?? undefined}
              data-enter-round
              className="w-full text-xl"
            >
              {t("enterRound", { round: next.round })}
            </LinkButton>
            {last ? <UndoButton sessionId={session.id} round={last.number} entry={last.entry} /> : null}
            <UndoneNotice sessionId={session.id} next={next.round} />
          </div>
        ) : null}
      </section>
    </QueuedNextRound>
  );
}
