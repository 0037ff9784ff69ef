import "server-only";
import { notFound } from "../errors";
import { sessionTopic } from "./bus";
import { changesSince, sessionVersion } from "./data";
import { MAX_REPLAY } from "./limits";
import { presenceOf } from "./presence";
import { lastEventId, openEventStream, type StreamControl } from "./stream";
import type { SessionPresenceEvent } from "./types";

/** A resume point: a whole number of changes, or null (anything else is read as "no resume"). */
function resumePoint(raw: string | null): number | null {
  return raw !== null && /^(0|[1-9][0-9]{0,9})$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** Throws not_found when there is no such session: what the feed's HEAD and GET answer then. */
export async function checkSession(sessionId: string): Promise<void> {
  if ((await sessionVersion(sessionId)) === null) throw notFound("session", sessionId);
}

/**
 * GET /api/v1/sessions/:id/events. Every notice only says "something changed": the stream then reads the changes
 * after the last one it sent from the session's history, so events go out in order, once each, with nothing
 * skipped, however the notices arrived (and whichever process made the write).
 */
export async function sessionEvents(request: Request, sessionId: string): Promise<Response> {
  await checkSession(sessionId);
  const resume = resumePoint(lastEventId(request));
  let sent = 0;
  let pumping = false;
  let again = false;

  /** Sends every change after `sent`; returns false when the session is gone (the stream is then closed). */
  async function catchUp(control: StreamControl): Promise<boolean> {
    for (;;) {
      const changes = await changesSince(sessionId, sent, MAX_REPLAY);
      if (changes === null) {
        control.send({ event: "deleted", data: { sessionId } });
        control.close();
        return false;
      }
      for (const change of changes) {
        control.send({ event: "change", id: change.version, data: change });
        sent = change.version;
      }
      if (changes.length < MAX_REPLAY) return true;
    }
  }

  /** One catch-up at a time; notices arriving meanwhile ask for one more round. */
  async function pump(control: StreamControl): Promise<void> {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        if (!(await catchUp(control))) return;
      } while (again);
    } catch (error) {
      console.error("[deckside] live session stream could not read the changes", error);
      control.close();
    } finally {
      pumping = false;
    }
  }

  function sendPresence(control: StreamControl): void {
    const event: SessionPresenceEvent = { phones: presenceOf(sessionId) };
    control.send({ event: "presence", data: event });
  }

  return openEventStream(request, sessionTopic(sessionId), {
    async start(control) {
      const now = await sessionVersion(sessionId);
      if (now === null) {
        control.send({ event: "deleted", data: { sessionId } });
        return control.close();
      }
      if (resume === null || resume > now || now - resume > MAX_REPLAY) {
        // A fresh start, or too far behind (or ahead) to replay: the client reloads the session instead.
        if (resume !== null) control.send({ event: "resync", id: now, data: { version: now } });
        sent = now;
      } else {
        sent = resume;
        await pump(control);
      }
      control.send({ event: "ready", id: sent, data: { sessionId, version: sent } });
      // Who has a round form open now, so a phone opening the scoreboard late (or reconnecting) sees it. Nobody: no
      // event (a client forgets the list it had when a stream says `ready`).
      if (presenceOf(sessionId).length > 0) sendPresence(control);
    },
    onNotice(notice, control) {
      if (notice.what === "presence") sendPresence(control);
      else if (notice.what === "filed") control.send({ event: "filed", data: { leagueId: notice.leagueId } });
      else if (notice.what === "rematch") control.send({ event: "rematch", data: { sessionId: notice.rematch } });
      else void pump(control);
    },
    onResync(control) {
      void pump(control);
    },
  });
}
