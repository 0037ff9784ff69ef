"use client";
import { useEffect, useRef } from "react";

/**
 * Keeps an answer in sight: whenever `key` changes to something (a new verdict, a newly opened hand), the element is
 * scrolled into the viewport if any of it is outside, by as little as needed (`nearest`), or with its top at the top
 * (`start`, for a section that grows downwards). Nothing moves on the first render or when the element is in view.
 */
export function useReveal<T extends HTMLElement>(key: string | null, block: "nearest" | "start" = "nearest") {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (key === null || !element) return;
    const box = element.getBoundingClientRect();
    // The sticky save bar and other bottom bars are kept clear through `scroll-padding-bottom` (globals.css).
    const bottom =
      window.innerHeight - Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom || "0");
    if (box.top >= 0 && box.bottom <= bottom) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block, behavior: reduce ? "instant" : "smooth" });
  }, [key, block]);
  return ref;
}
