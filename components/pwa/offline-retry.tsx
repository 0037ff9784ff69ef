"use client";
import { Button } from "../ui/button";

/** Reloads the address the person asked for (the offline page stands in for it while there is no network). */
export function OfflineRetry({ label }: { label: string }) {
  return <Button onClick={() => window.location.reload()}>{label}</Button>;
}
