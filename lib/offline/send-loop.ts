// When the waiting rounds are sent again after a send that did not go through (issue 27: every save is local first,
// sent in the background). Pure scheduling over injected effects, so the unit test drives it without a clock.
//
// - A send that hangs is watched by the same probe (components/live/send-queued.ts): when the server, silent, answers
//   again, the send is cut and goes again at once ("back").
// - No answer (no network, or a request cut after its timeout): a cheap probe of the server, about once a second
//   while rounds wait, and no resend while it fails. When the probe, having failed, answers again, the rounds go at
//   once (the server is back; the target is within 2 s of that); a probe that answers all along (the health
//   check does, the save did not) lets a resend go after the backoff (1, 2, 4 … 30 s).
// - The server answered but not with a verdict (5xx, 429): the backoff alone.
// - Offline (the browser says so): stop; the `online` event starts it again.

/** What one pass over the queue came to ("back": a send hung while the server was silent, and it answers again). */
export type FlushOutcome = "done" | "unreachable" | "failing" | "back";

export interface SendLoopEffects {
  /** Sends the waiting rounds, oldest first, until one does not go through (lib/offline/queue-store.ts flushQueue). */
  flush: () => Promise<FlushOutcome>;
  /** Whether the server answers at all (GET /api/health with a short timeout). */
  probe: () => Promise<boolean>;
  /** The browser reports no network. */
  offline: () => boolean;
  wait: (ms: number) => Promise<void>;
  now: () => number;
}

export const PROBE_EVERY_MS = 1_000;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MOST_MS = 30_000;

/** The wait before the `failures`-th resend (1-based): doubling from a second, at most half a minute. */
export function backoff(failures: number): number {
  return Math.min(BACKOFF_MOST_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

const running = new Map<string, { again: boolean }>();

/**
 * Sends a session's waiting rounds until none is left to send (or one waits for the person's choice, or the browser
 * is offline). One loop per session per tab: asked again while it runs, it makes one more pass when it can.
 */
export async function keepSending(sessionId: string, effects: SendLoopEffects): Promise<void> {
  const run = running.get(sessionId);
  if (run) {
    run.again = true;
    return;
  }
  const state = { again: false };
  running.set(sessionId, state);
  try {
    let failures = 0;
    for (;;) {
      state.again = false;
      // The browser knows it has no network: nothing is tried until its `online` event.
      if (effects.offline()) return;
      const outcome = await effects.flush();
      if (outcome === "done") {
        if (state.again) continue;
        return;
      }
      if (effects.offline()) return;
      if (outcome === "back") {
        failures = 0;
        continue;
      }
      failures += 1;
      const resume = await waitToResend(effects, backoff(failures), outcome === "unreachable");
      if (resume === "offline") return;
      if (resume === "back") failures = 0;
    }
  } finally {
    running.delete(sessionId);
  }
}

/**
 * Waits out the backoff. When the server did not answer, a resend also waits for the probe to answer (a send into a
 * stall would only hang again); a probe that answers after failing means the server is back: "back", at once.
 */
async function waitToResend(
  effects: SendLoopEffects,
  delay: number,
  probing: boolean,
): Promise<"due" | "back" | "offline"> {
  const due = effects.now() + delay;
  let missed = false;
  for (;;) {
    if (effects.offline()) return "offline";
    const started = effects.now();
    if (probing) {
      const answers = await effects.probe();
      if (answers && missed) return "back";
      if (answers && effects.now() >= due) return "due";
      if (!answers) missed = true;
    } else if (started >= due) return "due";
    const left = Math.min(probing ? Number.POSITIVE_INFINITY : due, started + PROBE_EVERY_MS) - effects.now();
    if (left > 0) await effects.wait(left);
  }
}
