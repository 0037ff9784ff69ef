"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

// Until the session's live events reach this page (issue 12, "live"), table mode asks for the latest standings every
// few seconds while it is on screen and online: rounds are entered on another phone.
const EVERY_MS = 5000;

export function TableRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && navigator.onLine) router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
