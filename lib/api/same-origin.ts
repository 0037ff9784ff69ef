import { AppError } from "../errors";

// A page route the phone's own script calls with the page's cookies (the edit cookie, a league's): a request from
// another site must not ride on them. Browsers send Sec-Fetch-Site with every fetch; proxy.ts already refuses a
// page POST whose Origin names another host, and SameSite=Lax keeps the cookies off a cross-site fetch. This is the
// route's own check too, so it holds whatever sits in front.

/** 403 when `Sec-Fetch-Site` is present and says anything but same-origin or none (typed, bookmarked); else null. */
export function crossSiteRefusal(headers: Pick<Headers, "get">): AppError | null {
  const site = headers.get("sec-fetch-site");
  if (site === null || site === "same-origin" || site === "none") return null;
  return new AppError("forbidden", "Another site cannot change anything here (Sec-Fetch-Site is not same-origin).");
}
