"use client";
import { useEffect } from "react";
import { rememberVisitAction } from "@/lib/recent/actions";

/** Adds this page's session or league to the browser's recent list (home page). Renders nothing. */
export function RememberVisit({ kind, id }: { kind: "session" | "league"; id: string }) {
  useEffect(() => {
    void rememberVisitAction(kind, id);
  }, [kind, id]);
  return null;
}
