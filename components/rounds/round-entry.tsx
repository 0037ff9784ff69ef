import { getTranslations } from "next-intl/server";
import type { SessionView } from "@/lib/sessions/types";
import { GAME_UIS } from "../games/registry";
import { QueuedRoundTitle } from "../offline/queued-round-title";

/** The round-entry form of the session's game, for the next round or (with `number`) for editing a past one. */
export async function RoundEntry({ session, number }: { session: SessionView; number?: number }) {
  const t = await getTranslations("round");
  const unknown = (await getTranslations("app"))("unknownPlayer");
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const editing = number === undefined ? null : (session.rounds.find((r) => r.number === number) ?? null);
  const roundNumber = editing?.number ?? session.next?.round ?? session.rounds.length + 1;
  // Who took part: the round's own players when editing (a tie-break round has fewer), else the next round's.
  const ids = editing ? Object.keys(editing.scores) : session.participants;
  const players = session.players.filter((p) => ids.includes(p.id));
  const Form = GAME_UIS[session.game].roundForm;
  const isTiebreak = editing ? editing.tiebreak : session.status === "tiebreak";

  return (
    <div className="space-y-4">
      <QueuedRoundTitle number={roundNumber} isEdit={editing !== null}>
        <header>
          <h1 className="text-2xl font-extrabold text-felt-900">
            {editing ? t("editTitle", { round: roundNumber }) : t("title", { round: roundNumber })}
          </h1>
          {isTiebreak ? <p className="font-semibold text-red-800">{t("tiebreakOnly")}</p> : null}
          {!editing && session.next ? (
            <p className="text-stone-700">
              {t("dealtBy", {
                dealer: names[session.next.dealer] ?? unknown,
                starter: names[session.next.starter] ?? unknown,
              })}
            </p>
          ) : null}
        </header>
      </QueuedRoundTitle>
      <Form
        session={session}
        number={roundNumber}
        isEdit={editing !== null}
        players={players}
        initial={editing?.entry}
      />
    </div>
  );
}
