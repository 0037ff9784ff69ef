"use client";
import { type ReactNode, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

/**
 * Mounts its children once the page has loaded and the browser is idle: for parts that only fetch code ahead of a
 * tap (decision 028), so they never compete with the page's own start (decision 023).
 */
export function OnceIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
