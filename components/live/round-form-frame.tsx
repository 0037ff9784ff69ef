import { snapshotOf } from "@/lib/offline/snapshot";
import type { SessionView } from "@/lib/sessions/types";
import { SessionRoundCheck } from "../offline/session-round-check";
import { RoundEntry } from "../rounds/round-entry";
import { RoundFormGuard } from "./round-form-guard";
import { SessionLive } from "./session-live";

/**
 * A round form page, new round or edit (its client messages come with the session layout): the live store without
 * following (a reload would lose what was typed; the guard warns instead) and the game's round check (no zod) for the checks on the phone.
 */
export function RoundFormFrame({ session, round, isEdit }: { session: SessionView; round: number; isEdit: boolean }) {
  return (
    <SessionLive
      version={session.version}
      snapshot={snapshotOf(session)}
      engine={<SessionRoundCheck game={session.game} />}
      follow={false}
    >
      <RoundFormGuard />
      <RoundEntry session={session} number={isEdit ? round : undefined} />
    </SessionLive>
  );
}
