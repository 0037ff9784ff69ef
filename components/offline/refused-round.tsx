"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { applyChanges, asEdit, moveToNext } from "@/lib/offline/merge";
import { queueState, setQueue } from "@/lib/offline/queue-store";
import { scoresOf } from "@/lib/offline/replay-queue";
import type { QueuedRound } from "@/lib/offline/types";
import type { SessionLiveState } from "../live/session-live";
import { Button } from "../ui/button";
import { useActionErrorText, useViolationText } from "../use-violation-text";
import { Scores } from "./waiting-rounds";

/**
 * A waiting round the server refused (another phone entered that round first, or the rounds changed under it):
 * both versions side by side, and one tap to keep theirs, add mine as the next round, or replace theirs with mine.
 */
export function RefusedRound({ state, item }: { state: SessionLiveState; item: QueuedRound }) {
  const t = useTranslations("offlineQueue");
  const violationText = useViolationText(state.snapshot?.game);
  const errorText = useActionErrorText();
  const [busy, setBusy] = useState(false);
  const refused = item.refused!;
  const { engine, snapshot } = state;
  const players = snapshot?.players ?? [];
  // The server's round as read at the refusal; when that read failed (a weak network just back), the round as this
  // phone has heard it since over the live stream, so the choice still shows both versions.
  const heard = snapshot ? applyChanges(snapshot, state.changes) : null;
  const heardEntry = heard && heard.entries.length >= item.round ? heard.entries[item.round - 1] : undefined;
  const heardScores =
    engine && heard && heardEntry !== undefined ? scoresOf(engine, heard, heard.entries, item.round, heardEntry) : null;
  const theirs = refused.theirs ?? (heardScores ? { entry: heardEntry, scores: heardScores } : null);
  // Mine, scored on top of the saved rounds before it (as the server would score it in that place).
  const mine = engine && snapshot ? scoresOf(engine, snapshot, snapshot.entries, item.round, item.entry) : null;

  const choose = (change: (queue: QueuedRound[]) => QueuedRound[]) => {
    setBusy(true);
    void setQueue(item.sessionId, change(queueState(item.sessionId).items)).then(() => {
      setBusy(false);
      state.flush();
    });
  };
  const reasons = refused.violations.map((v) => violationText(v));

  return (
    <section
      role="alert"
      className="space-y-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-2 ring-amber-500"
      data-testid="queue-conflict"
    >
      <h2 className="text-lg font-bold">
        {theirs ? t("conflictTitle", { round: item.round }) : t("refusedTitle", { round: item.round })}
      </h2>
      {!theirs ? <p>{reasons.length > 0 ? reasons.join(" ") : errorText(refused)}</p> : null}
      {/* Both versions side by side while each has 9rem, one above the other at large text (names stay whole). */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
        {theirs ? (
          <div className="rounded-xl bg-white p-3 ring-1 ring-stone-300" data-testid="conflict-theirs">
            <h3 className="font-semibold">{t("theirs")}</h3>
            <Scores players={players} scores={theirs.scores} />
          </div>
        ) : null}
        <div
          className={`rounded-xl bg-white p-3 ring-1 ring-amber-400 ${theirs ? "" : "col-span-full"}`}
          data-testid="conflict-mine"
        >
          <h3 className="font-semibold">{t("mine")}</h3>
          {mine ? <Scores players={players} scores={mine} /> : <p className="text-sm">{t("noScores")}</p>}
        </div>
      </div>
      <div className="grid gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => choose((queue) => queue.filter((other) => other.id !== item.id))}
        >
          {theirs ? t("keepTheirs") : t("dropMine")}
        </Button>
        {!item.isEdit ? (
          <Button disabled={busy} onClick={() => choose((queue) => moveToNext(queue, item.id, refused.next))}>
            {t("addMine", { round: refused.next })}
          </Button>
        ) : null}
        {theirs ? (
          <Button variant="secondary" disabled={busy} onClick={() => choose((queue) => asEdit(queue, item.id))}>
            {t("replaceTheirs")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
