"use client";
import { ninetyNineAddingOptionsSchema } from "@/lib/games/ninety-nine-adding/options";
import { startHand } from "@/lib/games/ninety-nine-adding/referee";
import { seatsInRound } from "@/lib/games/referee/seats";
import type { RefereeProps } from "../games/types";
import { useRefereeSession } from "../live/live-referee";
import { NoHand } from "../running-total/no-hand";
import { RefereeScreen } from "../running-total/referee-screen";
import { ninetyNineAddingRunningTotal } from "./running-total";

/** The adding game's referee for the next hand: the players with tokens left, from the next opener. */
export function AddingReferee({ session: rendered, editable }: RefereeProps) {
  const session = useRefereeSession(rendered);
  const next = session.next;
  if (!next) return <NoHand sessionId={session.id} />;
  const parsed = ninetyNineAddingOptionsSchema.safeParse(session.options);
  const options = parsed.success ? parsed.data : ninetyNineAddingOptionsSchema.parse({});
  const players = seatsInRound(session.players, session.participants);
  return (
    <RefereeScreen
      game={ninetyNineAddingRunningTotal}
      sessionId={session.id}
      round={next.round}
      dealer={next.dealer}
      editable={editable}
      names={Object.fromEntries(session.players.map((p) => [p.id, p.name]))}
      start={startHand(options, players, next.starter)}
    />
  );
}
