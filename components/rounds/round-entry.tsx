import type { SessionView } from "@/lib/sessions/types";
import { GAME_UIS } from "../games/registry";
import { RoundFormBody } from "./round-form-body";

/** The round-entry form of the session's game, for the next round or (with `number`) for editing a past one. */
export function RoundEntry({ session, number }: { session: SessionView; number?: number }) {
  const editing = number === undefined ? null : (session.rounds.find((r) => r.number === number) ?? null);
  const roundNumber = editing?.number ?? session.next?.round ?? session.rounds.length + 1;
  return (
    <div className="space-y-4">
      <RoundFormBody session={session} number={roundNumber} editing={editing} Form={GAME_UIS[session.game].roundForm} />
    </div>
  );
}
