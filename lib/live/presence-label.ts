import type { PresenceDevice } from "./presence-map";

// "Which phone": a short description from the User-Agent, enough to tell two phones at one table apart. No model,
// no browser, nothing stored: it is shown to the other phones of the same game only.

const LABELS: Record<PresenceDevice, string> = {
  "android-phone": "Android phone",
  "android-tablet": "Android tablet",
  iphone: "iPhone",
  ipad: "iPad",
  computer: "computer",
  phone: "phone",
};

export function deviceFrom(userAgent: string | null): PresenceDevice {
  const ua = userAgent ?? "";
  if (/iPad/.test(ua)) return "ipad";
  if (/iPhone|iPod/.test(ua)) return "iphone";
  // Android tablets' browsers leave "Mobile" out of the User-Agent (Chrome's documented convention).
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? "android-phone" : "android-tablet";
  if (/Mobi|Windows Phone/i.test(ua)) return "phone";
  // An iPad in desktop mode says "Macintosh"; it cannot be told from a Mac here, so it counts as a computer.
  return "computer";
}

export function deviceLabel(device: PresenceDevice): string {
  return LABELS[device];
}
