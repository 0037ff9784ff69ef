import { snapshotOf } from "@/lib/offline/snapshot";
import type { SessionView } from "@/lib/sessions/types";
import { SessionRoundCheck } from "../offline/session-round-check";
import { RoundEntry } from "../rounds/round-entry";
import { PresenceBeacon } from "./presence-beacon";
import { PresenceNotice } from "./presence-notice";
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
      {/* Tells the game's other phones this round is open here, and shows those that have one open too (issue 28). */}
      <PresenceBeacon round={round} isEdit={isEdit} />
      <PresenceNotice />
      <RoundEntry session={session} number={isEdit ? round : undefined} />
    </SessionLive>
  );
}
