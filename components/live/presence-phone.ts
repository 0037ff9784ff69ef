import { phoneId } from "@/lib/offline/phone-ids";

// The random id this phone's presence goes by (POST /sessions/<id>/presence): kept in its storage so every tab and
// page of it is one phone, and so it can leave out its own entry from the list the stream sends. Not a secret.

const KEY = "deckside-presence-phone";
let fallback: string | null = null;

export function presencePhoneId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const id = phoneId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // No storage (private mode, blocked): one id for as long as this page lives.
    fallback ??= phoneId();
    return fallback;
  }
}

const NAME_KEY = "deckside-phone-name";

/**
 * The name this phone gave itself on /phone ("Ben's phone"), kept in its storage only and sent with its presence;
 * null: none (the other phones then see its kind, "Android phone"). Checked when saved (components/phone/phone-name.tsx).
 */
export function presencePhoneName(): string | null {
  try {
    return localStorage.getItem(NAME_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) this phone's name; false when the storage refused it. */
export function keepPresencePhoneName(name: string | null): boolean {
  try {
    if (name === null) localStorage.removeItem(NAME_KEY);
    else localStorage.setItem(NAME_KEY, name);
    return true;
  } catch {
    return false;
  }
}
