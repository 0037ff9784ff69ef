import type { NinetyNineAddingEntry } from "@/lib/games/ninety-nine-adding/options";
import { roundSeats } from "@/lib/sessions/round-seats";
import type { RoundFormProps } from "../rounds/types";
import { AddingRoundForm } from "./client-parts";

/** Adapts the session to the adding game's round form. */
export function AddingRound({ session, number, isEdit, players, initial }: RoundFormProps) {
  return (
    <AddingRoundForm
      sessionId={session.id}
      number={number}
      isEdit={isEdit}
      players={players}
      seats={roundSeats(session, number)}
      initial={initial as NinetyNineAddingEntry | undefined}
    />
  );
}
