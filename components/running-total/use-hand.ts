"use client";
import { useEffect, useState } from "react";
import type { RefereeState } from "@/lib/games/running-total/types";
import type { Step } from "./types";

// The hand in progress lives only on this phone: React state, mirrored to sessionStorage so a reload (or a
// look at the scoreboard and back) does not lose it. Nothing of it is stored on the server.

function read(key: string, start: RefereeState): Step[] | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const steps = raw ? (JSON.parse(raw) as Step[]) : null;
    // Only a hand that began exactly like this one (same players, starter and rules) is resumed.
    if (!Array.isArray(steps) || steps.length === 0 || JSON.stringify(steps[0]?.state) !== JSON.stringify(start))
      return null;
    return steps;
  } catch {
    return null;
  }
}

function write(key: string, steps: Step[] | null) {
  try {
    if (steps === null || steps.length <= 1) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(steps));
  } catch {
    // Private mode or a full storage: the hand still works, it just does not survive a reload.
  }
}

export function useHand(key: string, start: RefereeState) {
  const [steps, setSteps] = useState<Step[]>(() => [{ state: start, event: null }]);
  // `start` comes fresh from the server on every render; compare it by value. When it changes (an earlier
  // round was edited meanwhile) the hand starts over, since it began from a different table.
  const startJson = JSON.stringify(start);
  useEffect(() => {
    const initial = JSON.parse(startJson) as RefereeState;
    setSteps(read(key, initial) ?? [{ state: initial, event: null }]);
  }, [key, startJson]);

  const update = (next: Step[]) => {
    setSteps(next);
    write(key, next);
  };
  const current = steps[steps.length - 1]!;
  return {
    steps,
    current,
    push: (step: Step) => update([...steps, step]),
    undo: () => update(steps.length > 1 ? steps.slice(0, -1) : steps),
    /** Forget the stored hand (it has been sent to the scoreboard); `keep` writes it back after a failure. */
    forget: (keep = false) => write(key, keep ? steps : null),
  };
}
