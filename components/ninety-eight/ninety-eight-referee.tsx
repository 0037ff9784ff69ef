"use client";
import { startRound } from "@/lib/games/ninety-eight/referee";
import { seatsInRound } from "@/lib/games/referee/seats";
import type { RefereeProps } from "../games/types";
import { useRefereeSession } from "../live/live-referee";
import { NoHand } from "../running-total/no-hand";
import { RefereeScreen } from "../running-total/referee-screen";
import { ninetyEightRunningTotal } from "./running-total";
import { optionsOf } from "./session-options";
import { sidesOfSession } from "./session-sides";

/** Ninety-Eight's running-total referee for the next round: the players still in, from the next starter. */
export function NinetyEightReferee({ session: rendered, editable }: RefereeProps) {
  const session = useRefereeSession(rendered);
  const next = session.next;
  if (!next) return <NoHand sessionId={session.id} />;
  const players = seatsInRound(session.players, session.participants);
  return (
    <RefereeScreen
      game={ninetyEightRunningTotal(sidesOfSession(session))}
      sessionId={session.id}
      round={next.round}
      dealer={next.dealer}
      editable={editable}
      names={Object.fromEntries(session.players.map((p) => [p.id, p.name]))}
      start={startRound(optionsOf(session), players, next.starter)}
    />
  );
}
