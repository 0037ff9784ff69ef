// Every message of every language, merged per language. One file per area, so each game's texts live
// beside each other and never in a shared file: app.json (shell, scoreboard, shared violations), one per
// game (registered in ./games.ts), running-total.json for the referee texts both running-total games share,
// and validation.json for the schemas' messages by code.

import type { Locale } from "../locales";
import deApiReference from "./de/api-reference.json";
import deApp from "./de/app.json";
import deCharts from "./de/charts.json";
import deEntry from "./de/entry.json";
import deHistory from "./de/history.json";
import deLive from "./de/live.json";
import deOfflineQueue from "./de/offline-queue.json";
import dePeople from "./de/people.json";
import dePwa from "./de/pwa.json";
import deRunningTotal from "./de/running-total.json";
import deStandings from "./de/standings.json";
import deValidation from "./de/validation.json";
import enApiReference from "./en/api-reference.json";
import enApp from "./en/app.json";
import enCharts from "./en/charts.json";
import enEntry from "./en/entry.json";
import enHistory from "./en/history.json";
import enLive from "./en/live.json";
import enOfflineQueue from "./en/offline-queue.json";
import enPeople from "./en/people.json";
import enPwa from "./en/pwa.json";
import enRunningTotal from "./en/running-total.json";
import enStandings from "./en/standings.json";
import enValidation from "./en/validation.json";
import { gameMessagesIn } from "./games";
import nlApiReference from "./nl/api-reference.json";
import nlApp from "./nl/app.json";
import nlCharts from "./nl/charts.json";
import nlEntry from "./nl/entry.json";
import nlHistory from "./nl/history.json";
import nlLive from "./nl/live.json";
import nlOfflineQueue from "./nl/offline-queue.json";
import nlPeople from "./nl/people.json";
import nlPwa from "./nl/pwa.json";
import nlRunningTotal from "./nl/running-total.json";
import nlStandings from "./nl/standings.json";
import nlValidation from "./nl/validation.json";

export const MESSAGES: Record<Locale, Record<string, unknown>> = {
  en: {
    ...enApp,
    ...enCharts,
    ...enApiReference,
    ...enEntry,
    ...enHistory,
    ...enLive,
    ...gameMessagesIn("en"),
    ...enRunningTotal,
    ...enPeople,
    ...enPwa,
    ...enOfflineQueue,
    ...enStandings,
    ...enValidation,
  },
  de: {
    ...deApp,
    ...deCharts,
    ...deApiReference,
    ...deEntry,
    ...deHistory,
    ...deLive,
    ...gameMessagesIn("de"),
    ...deRunningTotal,
    ...dePeople,
    ...dePwa,
    ...deOfflineQueue,
    ...deStandings,
    ...deValidation,
  },
  nl: {
    ...nlApp,
    ...nlCharts,
    ...nlApiReference,
    ...nlEntry,
    ...nlHistory,
    ...nlLive,
    ...gameMessagesIn("nl"),
    ...nlRunningTotal,
    ...nlPeople,
    ...nlPwa,
    ...nlOfflineQueue,
    ...nlStandings,
    ...nlValidation,
  },
};
