import { checkNinetyNineTricksEntry } from "@/lib/games/ninety-nine-tricks/entry-check";
import type { NinetyNineTricksEntry } from "@/lib/games/ninety-nine-tricks/options";
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
  // A stored entry, as the server checked and kept it: checked by shape without zod (the form ships to the scoreboard,
  // which fetches it ahead for the form in place).
  const stored = initial !== undefined && checkNinetyNineTricksEntry(initial).length === 0;
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
      initial={stored ? (initial as NinetyNineTricksEntry) : undefined}
    />
  );
}
