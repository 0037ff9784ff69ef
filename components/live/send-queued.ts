"use client";
import type { Violation } from "@/lib/games/types";
import { flushQueue, queueState, type SendResult, type TheirsReader } from "@/lib/offline/queue-store";
import { sendBornFirst } from "@/lib/offline/send-born-first";
import { keepSending, PROBE_EVERY_MS } from "@/lib/offline/send-loop";
import type { QueuedRound } from "@/lib/offline/types";

// How the queue reaches the server from a page: a plain fetch to the page route POST /sessions/<id>/save (its edit
// cookie, scoped to /sessions/<id>, authorizes it; no token is exposed to script), the queued round's id as its
// idempotency key. Not a server action: those wait in Next's action queue, and a hung one holds up navigation too.
// Loaded with the round form and while rounds wait (components/live/session-live-root.tsx).

/** A send that has no answer after this long is cut and tried again (lib/offline/send-loop.ts). */
export const SEND_TIMEOUT_MS = 4_000;
/** The health probe's own limit: it only asks whether the server answers at all. */
const PROBE_TIMEOUT_MS = 1_500;

export async function sendQueued(item: QueuedRound): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  const watch = watchWhileHanging(controller);
  let response: Response;
  try {
    response = await fetch(`/sessions/${encodeURIComponent(item.sessionId)}/save`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: item.id, round: item.round, isEdit: item.isEdit, entry: item.entry }),
      signal: controller.signal,
    });
  } catch {
    // No network, no server, or no answer in time: not a verdict on the round. Kept and sent again (the same key:
    // had this one landed, the server answers the resend as it answered it).
    return { ok: false, network: true, back: watch.back() };
  } finally {
    clearTimeout(timer);
    watch.stop();
  }
  const body = (await response.json().catch(() => null)) as SaveAnswer | null;
  if (response.ok && body && "ok" in body) return { ok: true, version: body.version };
  // 5xx, 429 or an answer that is not ours (a captive portal's page): the server is not saying no to this round.
  if (response.status >= 500 || response.status === 429 || !body || !("error" in body)) {
    return { ok: false, network: true, reachable: true };
  }
  const { code, message, details } = body.error;
  return { ok: false, code, message, violations: violationsOf(details) };
}

/** Whether the server answers at all (GET /api/health, cheap): sending resumes the moment it does. */
export async function probeServer(): Promise<boolean> {
  try {
    const response = await fetchWithin(PROBE_TIMEOUT_MS, "/api/health", { cache: "no-store" });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * While a send hangs: from a second in, the probe about once a second. When it fails and then answers (the server
 * was silent and is back), the hung send is cut at once, to go again: the round then reaches the server within about
 * two seconds of it answering, not after the send's own timeout.
 */
function watchWhileHanging(send: AbortController): { back: () => boolean; stop: () => void } {
  let missed = false;
  let back = false;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    const answers = await probeServer();
    if (stopped) return;
    if (answers && missed) {
      back = true;
      send.abort();
      return;
    }
    if (!answers) missed = true;
    timer = setTimeout(tick, PROBE_EVERY_MS);
  };
  let timer = setTimeout(tick, PROBE_EVERY_MS);
  return {
    back: () => back,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

function fetchWithin(ms: number, url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

type SaveAnswer =
  | { ok: true; version: number }
  | { error: { code: string; message: string; details?: { violations?: Violation[]; issues?: Issue[] } } };

type Issue = { path?: string } & Omit<Violation, "field">;

/** The API's details as violations by field (as lib/sessions/action-result.ts reads them for a form). */
function violationsOf(details: { violations?: Violation[]; issues?: Issue[] } | undefined): Violation[] {
  return details?.violations ?? (details?.issues ?? []).map(({ path, ...issue }) => ({ ...issue, field: path }));
}

interface ApiSession {
  rounds: { number: number; entry: unknown; scores: Record<string, number> }[];
  next: { round: number } | null;
}

export const readTheirs: TheirsReader = async (item) => {
  const response = await fetchWithin(SEND_TIMEOUT_MS, `/api/v1/sessions/${encodeURIComponent(item.sessionId)}`, {
    cache: "no-store",
  });
  if (!response.ok) return null;
  const session = (await response.json()) as ApiSession;
  const round = session.rounds.find((r) => r.number === item.round);
  return {
    theirs: round ? { entry: round.entry, scores: round.scores } : null,
    next: session.next?.round ?? session.rounds.length + 1,
  };
};

/**
 * Sends the session's waiting rounds in the background until none is left (lib/offline/send-loop.ts: a timeout per
 * request, a probe while the server does not answer, backoff). `onSent` hears of every pass that saved something.
 * `onServer`: the server rendered this game's page, so it has the game and no create of the phone's goes first.
 */
export function sendWaiting(
  sessionId: string,
  onSent: () => void,
  saved?: (item: QueuedRound, version: number) => void,
  onServer = false,
): Promise<void> {
  return keepSending(sessionId, {
    flush: async () => {
      // A game the server has never seen goes first: its rounds name its ids (lib/offline/send-born-first.ts). A
      // game the server has skips that read: it is an IndexedDB read (and the first opens that database), and at
      // Save it waited behind the board's render, so the round left only after the board was back.
      const born = onServer ? "sent" : await sendBornFirst(sessionId);
      if (born !== "sent") return born === "refused" ? "done" : "unreachable";
      let last: SendResult | null = null;
      const sent = await flushQueue(
        sessionId,
        async (item) => {
          last = await sendQueued(item);
          return last;
        },
        readTheirs,
        saved,
      );
      if (sent) onSent();
      const next = queueState(sessionId).items[0];
      if (!next || next.refused) return "done";
      const failed = last as SendResult | null;
      if (failed && !failed.ok && failed.network && failed.back) return "back";
      return failed && !failed.ok && failed.network && failed.reachable ? "failing" : "unreachable";
    },
    probe: probeServer,
    offline: () => navigator.onLine === false,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
  });
}
