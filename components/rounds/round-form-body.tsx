import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { QueuedRoundTitle } from "../offline/queued-round-title";
import type { RoundFormProps } from "./types";

/**
 * The round heading (the round's title, the tie-break line, who deals and starts) and the game's form, for the next
 * round or an edit of `editing`: what the round page (round-entry.tsx, a server component), the form opened in
 * place over the scoreboard (components/scoreboard/in-place-form.tsx) and the shell of a game the server has never
 * seen (components/play/play-round.tsx) all show. No "use client": it renders on the server from the round page and
 * in the browser from the other two, each handing it its own registry's form.
 */
export function RoundFormBody({
  session,
  number,
  editing,
  Form,
  keyByRound = false,
}: {
  session: SessionView;
  /** The round entered or edited. */
  number: number;
  /** The round being edited, or null for the next round. */
  editing: SessionView["rounds"][number] | null;
  Form: ComponentType<RoundFormProps>;
  /** A new round number mounts an empty form (the shell's board moves on under a form it keeps). */
  keyByRound?: boolean;
}) {
  const t = useTranslations("round");
  const unknown = useTranslations("app")("unknownPlayer");
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  // Who took part: the round's own players when editing (a tie-break round has fewer), else the next round's.
  const ids = editing ? Object.keys(editing.scores) : session.participants;
  const players = session.players.filter((p) => ids.includes(p.id));
  const isTiebreak = editing ? editing.tiebreak : session.status === "tiebreak";
  const next = session.next;
  return (
    <>
      <QueuedRoundTitle number={number} isEdit={editing !== null}>
        <header>
          <h1 className="text-2xl font-extrabold text-felt-900">
            {editing ? t("editTitle", { round: number }) : t("title", { round: number })}
          </h1>
          {isTiebreak ? <p className="font-semibold text-red-800">{t("tiebreakOnly")}</p> : null}
          {!editing && next ? (
            <p className="text-stone-700">
              {t("dealtBy", { dealer: names[next.dealer] ?? unknown, starter: names[next.starter] ?? unknown })}
            </p>
          ) : null}
        </header>
      </QueuedRoundTitle>
      <Form
        key={keyByRound ? number : undefined}
        session={session}
        number={number}
        isEdit={editing !== null}
        players={players}
        initial={editing?.entry}
      />
    </>
  );
}
