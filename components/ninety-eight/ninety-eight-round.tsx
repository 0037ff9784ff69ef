import type { NinetyEightEntry } from "@/lib/games/ninety-eight/options";
import { roundSeats } from "@/lib/sessions/view";
import type { RoundFormProps } from "../rounds/types";
import { NinetyEightRoundForm } from "./round-form";

/** Adapts the session to the Ninety-Eight round form. */
export function NinetyEightRound({ session, number, isEdit, players, initial }: RoundFormProps) {
  return (
    <NinetyEightRoundForm
      sessionId={session.id}
      number={number}
      isEdit={isEdit}
      players={players}
      seats={roundSeats(session, number)}
      initial={initial as NinetyEightEntry | undefined}
    />
  );
}
