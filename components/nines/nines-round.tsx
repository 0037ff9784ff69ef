import type { NinesEntry } from "@/lib/games/nines/options";
import type { RoundFormProps } from "../rounds/types";
import { NinesRoundForm } from "./client-parts";

/** Adapts the session to the Nines round form. */
export function NinesRound({ session, number, isEdit, players, initial }: RoundFormProps) {
  return (
    <NinesRoundForm
      sessionId={session.id}
      number={number}
      isEdit={isEdit}
      players={players}
      options={{
        hardNines: session.options.hardNines === true,
        doubleDeck: session.options.doubleDeck === true,
        noNineFinish: session.options.noNineFinish === true,
      }}
      initial={initial as NinesEntry | undefined}
    />
  );
}
