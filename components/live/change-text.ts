"use client";
import { useTranslations } from "next-intl";
import type { ChangeKind } from "@/lib/history/types";

/** "Round 4 entered", "Round 2 edited", "Round 3 undone", in the page's language. */
export function useChangeText(): (change: { kind: ChangeKind; round: number }) => string {
  const t = useTranslations("live");
  return ({ kind, round }) => t(kind, { round });
}
