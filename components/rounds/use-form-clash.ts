"use client";
import type { SessionChangeEvent } from "@/lib/live/types";
import { isOwnChange } from "@/lib/offline/queue-store";
import { useSessionLive } from "../live/session-live";

/**
 * The latest change another phone made, since this form was rendered, to the round it enters: that round saved
 * (or a later one, for a new round) or edited. Heard on the live stream; Save then asks what to do with the two
 * versions (components/rounds/clash-choices.tsx). This phone's own sends are no clash: the form moved on with them.
 */
export function useFormClash(round: number, isEdit: boolean): SessionChangeEvent | null {
  const live = useSessionLive();
  if (!live) return null;
  const clash = live.changes.filter(
    (c) =>
      c.version > live.serverVersion &&
      c.kind !== "undone" &&
      !isOwnChange(live.sessionId, c.version) &&
      (c.round === round || (!isEdit && c.round > round)),
  );
  return clash.at(-1) ?? null;
}
