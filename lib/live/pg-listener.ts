import "server-only";
import pg from "pg";
import { postgresPool } from "../database-pool";
import { deliver, deliverResync } from "./bus";
import type { LiveNotice } from "./types";

// PostgreSQL fan-out: every server process keeps one dedicated connection that LISTENs on the channel the publisher
// NOTIFYs (lib/live/mutations.ts), and hands each notice to its own bus. When that connection drops it reconnects
// with backoff and tells every stream to catch up from the database, since notices sent meanwhile are lost.

export const CHANNEL = "deckside_live";
const MAX_BACKOFF_MS = 30_000;

interface ListenerState {
  ready: Promise<void> | null;
  client: pg.Client | null;
  backoff: number;
}

const globalForListener = globalThis as unknown as { decksideLiveListener?: ListenerState };
const state: ListenerState = globalForListener.decksideLiveListener ?? { ready: null, client: null, backoff: 500 };
globalForListener.decksideLiveListener = state;

function parse(payload: string | undefined): LiveNotice | null {
  try {
    return payload ? (JSON.parse(payload) as LiveNotice) : null;
  } catch {
    return null;
  }
}

async function connect(url: string, reconnecting: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: postgresPool(url).connectionString });
  let dropped = false;
  const drop = (error?: unknown) => {
    if (dropped) return;
    dropped = true;
    if (error) console.error("[deckside] live listener lost its connection; reconnecting", error);
    state.client = null;
    client.end().catch(() => undefined);
    const wait = state.backoff;
    state.backoff = Math.min(state.backoff * 2, MAX_BACKOFF_MS);
    state.ready = new Promise((resolve) => setTimeout(resolve, wait)).then(() => connect(url, true));
    // A failed reconnect schedules the next one itself; nobody awaits this promise but streams opening meanwhile.
    state.ready.catch(() => undefined);
  };
  client.on("error", drop);
  client.on("end", () => drop());
  client.on("notification", (message) => {
    const notice = message.channel === CHANNEL ? parse(message.payload) : null;
    if (notice) deliver(notice);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    drop(error);
    throw error;
  }
  state.client = client;
  state.backoff = 500;
  if (reconnecting) deliverResync();
}

/** Starts this process's listener once; resolves when it is listening (streams wait for it before catching up). */
export function ensureListener(url: string): Promise<void> {
  if (!state.ready) state.ready = connect(url, false);
  return state.ready;
}
