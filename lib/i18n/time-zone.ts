// Times are shown in the phone's time zone, not the server's: the phone tells it in a cookie (its page script,
// components/head-script.ts), and the server formats every date and time with it (lib/i18n/request.ts).

const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/** The IANA zone named by a cookie's value, when the runtime knows it; else null (the server's own zone is used). */
export function knownTimeZone(value: string | undefined | null): string | null {
  if (!value || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone this server formats in when the phone has not told its own yet. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
