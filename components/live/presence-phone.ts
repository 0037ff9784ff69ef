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
