"use client";
import { SHELL_PARTS } from "../games/shell-parts";
import { RoundLeaveContext } from "../rounds/leave-context";
import { RoundFormBody } from "../rounds/round-form-body";
import { useShownSession } from "../scoreboard/use-shown-session";

/**
 * The round form of a game the server has never seen, shown in place of the shell's board (app/play): the game's own
 * form and save (components/rounds/use-round-save.ts: the engine's check, the queue), which comes back to the board
 * through `onLeave` instead of a navigation.
 */
export function PlayRound({ onLeave }: { onLeave: () => void }) {
  const session = useShownSession();
  const next = session.next;
  if (!next) return null;
  return (
    <RoundLeaveContext.Provider value={onLeave}>
      <div className="space-y-4">
        {/* Keyed by the round: a new round opens an empty form. */}
        <RoundFormBody
          session={session}
          number={next.round}
          editing={null}
          Form={SHELL_PARTS[session.game].roundForm}
          keyByRound
        />
      </div>
    </RoundLeaveContext.Provider>
  );
}
