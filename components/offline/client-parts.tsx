"use client";
// Shown only while rounds wait on this phone: loaded on demand, so a scoreboard with nothing waiting does not ship
// them (offline, the service worker's precache has every chunk).
import dynamic from "next/dynamic";

export const QueueStatus = dynamic(() => import("./queue-status").then((m) => m.QueueStatus));
export const WaitingRounds = dynamic(() => import("./waiting-rounds").then((m) => m.WaitingRounds));
export const RefusedRound = dynamic(() => import("./refused-round").then((m) => m.RefusedRound));
