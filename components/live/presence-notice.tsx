"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { presencePhoneId } from "./presence-phone";
import { useSessionLive } from "./session-live";
import { useOptionalSessionLiveRoot } from "./session-live-root";

/**
 * "Another phone (Android phone) is entering round 5": the game's other phones with a round form open, from the live
 * stream's `presence` event (issue 28). Its own entry a phone leaves out. The region is always there, so a screen
 * reader announces a notice that appears (politely) and hears nothing when it goes.
 */
export function PresenceNotice() {
  const t = useTranslations("live");
  const root = useOptionalSessionLiveRoot();
  // The board's notice gives way while the round form is open over it: the form shows its own (one live region).
  const givesWay = useSessionLive()?.roundInPlace === true;
  // Read after mount: the server render knows no phone id (and shows nobody, as the stream has said nothing yet).
  const [self, setSelf] = useState<string | null>(null);
  useEffect(() => setSelf(presencePhoneId()), []);
  const others = self === null ? [] : (root?.presence ?? []).filter((entry) => entry.phone !== self);
  if (givesWay) return null;
  return (
    <div aria-live="polite" data-testid="presence" className="empty:sr-only">
      {others.map((entry) => (
        <p
          key={entry.phone}
          className="flex items-baseline gap-2 rounded-xl bg-felt-50 px-3 py-2 text-sm font-semibold text-felt-900 ring-1 ring-felt-100"
        >
          <span
            aria-hidden
            className="size-2 shrink-0 animate-pulse rounded-full bg-felt-600 motion-reduce:animate-none"
          />
          {t(entry.editing ? "presenceEditing" : "presenceEntering", {
            device: t(`presenceDevice.${entry.device}`),
            round: entry.round,
          })}
        </p>
      ))}
    </div>
  );
}
