import type { NinetyEightEntry } from "@/lib/games/ninety-eight/options";
import { roundSeats } from "@/lib/sessions/round-seats";
import type { RoundFormProps } from "../rounds/types";
import { NinetyEightRoundForm } from "./client-parts";
import { sidesOfSession } from "./session-sides";

/** Adapts the session to the Ninety-Eight round form. */
export function NinetyEightRound({ session, number, isEdit, players, initial }: RoundFormProps) {
  const sides = sidesOfSession(session);
  return (
    <NinetyEightRoundForm
      sessionId={session.id}
      number={number}
      isEdit={isEdit}
      players={players}
      seats={roundSeats(session, number)}
      teams={sides.some((side) => side.length > 1) ? sides : null}
      initial={initial as NinetyEightEntry | undefined}
    />
  );
}
