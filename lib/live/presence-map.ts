// Who has a round form open, per session, as one server process knows it (issue 28, "who is entering"). Never stored:
// a phone says so every PRESENCE_REFRESH_MS while its form is open, and an entry not renewed within
// PRESENCE_EXPIRY_MS is gone (a phone that closed without saying goodbye, a process that missed the goodbye).

/** How often an open form says it is still open (components/live/presence-beacon.tsx). */
export const PRESENCE_REFRESH_MS = 10_000;
/** An entry not renewed for this long is dropped: three refreshes missed. */
export const PRESENCE_EXPIRY_MS = 30_000;

/**
 * Phones one session lists at most (docs/limits.md): a table seats 12, so this is room to spare, and it bounds what a
 * holder of the edit link can make every process keep by inventing phone ids. One more is not listed (no error).
 */
export const MAX_PRESENCE_PER_SESSION = 20;

/** A short description of the phone from its User-Agent (lib/live/presence-label.ts). */
export type PresenceDevice = "android-phone" | "android-tablet" | "iphone" | "ipad" | "computer" | "phone";

/** One phone with a round form open: the `presence` event's list holds these. */
export interface PresencePhone {
  /** The random id the phone keeps (its own entry is the one it filters out). */
  phone: string;
  device: PresenceDevice;
  /** The device in English words ("Android phone"); a page translates `device` instead. */
  label: string;
  /** The name the phone gave itself ("Ben's phone"; checked by lib/sessions/schema.ts), null or absent: none. */
  name?: string | null;
  /** The round number open. */
  round: number;
  /** true: changing a saved round; false: entering a new one. */
  editing: boolean;
}

interface Entry extends PresencePhone {
  expiresAt: number;
}

/** What a phone said: its form is open on `round`, or (round null) it left. */
export type PresenceUpdate = Omit<PresencePhone, "round"> & { round: number | null };

export class PresenceMap {
  private readonly sessions = new Map<string, Map<string, Entry>>();

  /** Records what a phone said at `now`; true when the session's list changed (not when only its expiry moved). */
  update(sessionId: string, update: PresenceUpdate, now: number): boolean {
    const phones = this.sessions.get(sessionId);
    const before = phones?.get(update.phone);
    if (update.round === null) {
      if (!phones || !before) return false;
      phones.delete(update.phone);
      if (phones.size === 0) this.sessions.delete(sessionId);
      return true;
    }
    if (!before && phones && phones.size >= MAX_PRESENCE_PER_SESSION) return false;
    const entry: Entry = { ...update, round: update.round, expiresAt: now + PRESENCE_EXPIRY_MS };
    if (phones) phones.set(update.phone, entry);
    else this.sessions.set(sessionId, new Map([[update.phone, entry]]));
    return (
      !before ||
      before.round !== entry.round ||
      before.editing !== entry.editing ||
      before.device !== entry.device ||
      (before.name ?? null) !== (entry.name ?? null)
    );
  }

  /** The phones with a form open on this session at `now`, in the order they first said so. */
  list(sessionId: string, now: number): PresencePhone[] {
    const phones = this.sessions.get(sessionId);
    if (!phones) return [];
    return [...phones.values()].filter((entry) => entry.expiresAt > now).map(({ expiresAt: _, ...phone }) => phone);
  }

  /** Drops every entry expired at `now`; returns the sessions whose list changed. */
  sweep(now: number): string[] {
    const changed: string[] = [];
    for (const [sessionId, phones] of this.sessions) {
      let dropped = false;
      for (const [phone, entry] of phones) {
        if (entry.expiresAt <= now) {
          phones.delete(phone);
          dropped = true;
        }
      }
      if (phones.size === 0) this.sessions.delete(sessionId);
      if (dropped) changed.push(sessionId);
    }
    return changed;
  }

  /** Whether any session has a phone listed (the sweep timer runs only then). */
  get empty(): boolean {
    return this.sessions.size === 0;
  }
}
