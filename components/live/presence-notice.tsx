"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { presencePhoneId } from "./presence-phone";
import { useOptionalSessionLiveRoot } from "./session-live-root";

/**
 * "Another phone (Android phone) is entering round 5", or "Ben's phone is entering round 5" for a phone named on /phone: the game's other phones with a round form open, from the live
 * stream's `presence` event (issue 28). Its own entry a phone leaves out. The region is always there, so a screen
 * reader announces a notice that appears (politely) and hears nothing when it goes.
 */
export function PresenceNotice() {
  const t = useTranslations("live");
  const root = useOptionalSessionLiveRoot();
  // Read after mount: the server render knows no phone id (and shows nobody, as the stream has said nothing yet).
  const [self, setSelf] = useState<string | null>(null);
  useEffect(() => setSelf(presencePhoneId()), []);
  const others = self === null ? [] : (root?.presence ?? []).filter((entry) => entry.phone !== self);
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
          {/* The phone's own name when it gave one (/phone), else its kind; text, so React escapes it. A long name
              breaks anywhere rather than widen the page. */}
          <span className="min-w-0 wrap-break-word">
            {entry.name
              ? t(entry.editing ? "presenceNamedEditing" : "presenceNamedEntering", {
                  name: entry.name,
                  round: entry.round,
                })
              : t(entry.editing ? "presenceEditing" : "presenceEntering", {
                  device: t(`presenceDevice.${entry.device}`),
                  round: entry.round,
                })}
          </span>
        </p>
      ))}
    </div>
  );
}
