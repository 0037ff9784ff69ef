import { snapshotOf } from "@/lib/offline/snapshot";
import type { SessionView } from "@/lib/sessions/types";
import { SessionEngine } from "../offline/session-engine";
import { RoundEntry } from "../rounds/round-entry";
import { RoundFormGuard } from "./round-form-guard";
import { SessionLive } from "./session-live";

/**
 * A round form page, new round or edit (its client messages come with the session layout): the live store without
 * following (a reload would lose what was typed; the guard warns instead) and the game's engine for offline checks.
 */
export function RoundFormFrame({ session, round, isEdit }: { session: SessionView; round: number; isEdit: boolean }) {
  return (
    <SessionLive
      version={session.version}
      snapshot={snapshotOf(session)}
      engine={<SessionEngine game={session.game} />}
      follow={false}
    >
      <RoundFormGuard />
      <RoundEntry session={session} number={isEdit ? round : undefined} />
    </SessionLive>
  );
}
