import { ClientMessages } from "@/lib/i18n/client-messages";
import { snapshotOf } from "@/lib/offline/snapshot";
import type { SessionView } from "@/lib/sessions/types";
import { SessionEngine } from "../offline/session-engine";
import { RoundEntry } from "../rounds/round-entry";
import { InstantScoreboard } from "../scoreboard/instant-scoreboard";
import { RoundFormGuard } from "./round-form-guard";
import { SessionLive } from "./session-live";

/**
 * A round form page, new round or edit: the round page's client messages, the session's live store without
 * following (a reload would lose what was typed; the guard warns instead), the game's engine for offline checks and
 * the scoreboard shown from a save's answer.
 */
export function RoundFormFrame({ session, round, isEdit }: { session: SessionView; round: number; isEdit: boolean }) {
  return (
    <ClientMessages page="round" game={session.game}>
      <SessionLive
        sessionId={session.id}
        version={session.version}
        snapshot={snapshotOf(session)}
        engine={<SessionEngine game={session.game} />}
        follow={false}
      >
        {/* Keyed by the state: a round form reached from the shown scoreboard (the same page, other search params)
            starts as a form again, not as the scoreboard it was left showing. */}
        <InstantScoreboard key={`${session.version}-${round}`} game={session.game}>
          <RoundFormGuard round={round} isEdit={isEdit} />
          <RoundEntry session={session} number={isEdit ? round : undefined} />
        </InstantScoreboard>
      </SessionLive>
    </ClientMessages>
  );
}
