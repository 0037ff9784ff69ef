import { PresenceMap, type PresencePhone } from "./presence-map";
import type { PresenceNotice } from "./types";

// This process's presence map (lib/live/presence-map.ts), fed by the bus with every presence notice, whichever
// process's route took it (PostgreSQL: through NOTIFY). On globalThis, like the bus: every route bundle shares it.

const SWEEP_MS = 5_000;

const globalForPresence = globalThis as unknown as {
  decksidePresence?: { map: PresenceMap; sweeper: ReturnType<typeof setInterval> | null };
};
const state = globalForPresence.decksidePresence ?? { map: new PresenceMap(), sweeper: null };
globalForPresence.decksidePresence = state;

/**
 * Records a notice; true when the session's list changed (its streams then send it). `announce` tells a session's
 * streams when an entry expires: a phone that left without a goodbye is gone within PRESENCE_EXPIRY_MS + SWEEP_MS.
 */
export function takePresence(notice: PresenceNotice, announce: (sessionId: string) => void): boolean {
  const { sessionId, leagueId: _, what: __, ...update } = notice;
  const changed = state.map.update(sessionId, update, Date.now());
  if (!state.map.empty && state.sweeper === null) {
    state.sweeper = setInterval(() => {
      for (const id of state.map.sweep(Date.now())) announce(id);
      if (state.map.empty && state.sweeper !== null) {
        clearInterval(state.sweeper);
        state.sweeper = null;
      }
    }, SWEEP_MS);
    // The sweep never keeps a process alive that has nothing else to do (a test run, a stopping server).
    state.sweeper.unref?.();
  }
  return changed;
}

/** The phones with a round form open on this session now. */
export function presenceOf(sessionId: string): PresencePhone[] {
  return state.map.list(sessionId, Date.now());
}
