"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { presencePhoneId } from "./presence-phone";
import { useSessionLive } from "./session-live";
import { useOptionalSessionLiveRoot } from "./session-live-root";

// Its lines load when another phone first shows up: most scoreboards and round forms never show one.
const PresenceList = dynamic(() => import("./presence-list").then((m) => m.PresenceList));
const ThisPhoneLine = dynamic(() => import("./this-phone-line").then((m) => m.ThisPhoneLine));

/**
 * "Another phone (Android phone) is entering round 5", or "Ben's phone is entering round 5" for a phone named on /phone: the game's other phones with a round form open, from the live
 * stream's `presence` event (issue 28). Its own entry a phone leaves out. The region is always there, so a screen
 * reader announces a notice that appears (politely) and hears nothing when it goes.
 */
export function PresenceNotice() {
  const root = useOptionalSessionLiveRoot();
  // The board's notice gives way while the round form is open over it: the form shows its own (one live region).
  const givesWay = useSessionLive()?.roundInPlace === true;
  // Read after mount: the server render knows no phone id (and shows nobody, as the stream has said nothing yet).
  const [self, setSelf] = useState<string | null>(null);
  useEffect(() => setSelf(presencePhoneId()), []);
  const others = self === null ? [] : (root?.presence ?? []).filter((entry) => entry.phone !== self);
  if (givesWay) return null;
  // Beside the other phones' names, the one this phone goes by, to change in place (outside the live region: a
  // control is not news).
  return (
    <>
      <div aria-live="polite" data-testid="presence" className="empty:sr-only">
        {others.length > 0 ? <PresenceList others={others} /> : null}
      </div>
      {others.length > 0 ? <ThisPhoneLine /> : null}
    </>
  );
}
