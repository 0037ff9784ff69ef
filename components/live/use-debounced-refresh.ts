"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

/** router.refresh() at most once per burst of events: a burst of changes costs one server render. */
export function useDebouncedRefresh(delayMs = 150): () => void {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), delayMs);
  }, [router, delayMs]);
}
