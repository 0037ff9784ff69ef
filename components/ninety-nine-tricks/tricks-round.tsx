import { ninetyNineTricksEntrySchema } from "@/lib/games/ninety-nine-tricks/options";
import { roundSeats } from "@/lib/games/ninety-nine-tricks/state";
import type { RoundFormProps } from "../rounds/types";
import { TricksRoundForm } from "./client-parts";

/** Adapts the session to the Ninety-Nine (tricks) round form. */
export function TricksRound({ session, number, isEdit, players, initial }: RoundFormProps) {
  const table = {
    players: [...session.players].sort((a, b) => a.seat - b.seat).map((p) => p.id),
    firstDealer: session.firstDealer,
  };
  const { dealer, starter } = roundSeats(table, number);
  const stored = initial === undefined ? null : ninetyNineTricksEntrySchema.safeParse(initial);
  return (
    <TricksRoundForm
      sessionId={session.id}
      number={number}
      isEdit={isEdit}
      players={players}
      options={{
        bidEncoding: session.options.bidEncoding === "sum" ? "sum" : "suit",
        premiums: session.options.premiums === true,
      }}
      seats={{ dealer, starter }}
      initial={stored?.success ? stored.data : undefined}
    />
  );
}
