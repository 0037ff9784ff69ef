"use client";
import { useTranslations } from "next-intl";
import type { PresencePhone } from "@/lib/live/presence-map";

/** The lines of components/live/presence-notice.tsx, one per other phone with a round form open. */
export function PresenceList({ others }: { others: readonly PresencePhone[] }) {
  const t = useTranslations("live");
  return others.map((entry) => (
    <p
      key={entry.phone}
      className="flex items-baseline gap-2 rounded-xl bg-felt-50 px-3 py-2 text-sm font-semibold text-felt-900 ring-1 ring-felt-100"
    >
      <span aria-hidden className="size-2 shrink-0 animate-pulse rounded-full bg-felt-600 motion-reduce:animate-none" />
      {/* The phone's own name when it gave one (/phone), else its kind; text, so React escapes it. A long name
          breaks anywhere rather than widen the page. */}
      <span className="min-w-0 wrap-break-word">
        {entry.name
          ? t(entry.editing ? "presenceNamedEditing" : "presenceNamedEntering", {
              name: entry.name,
              round: entry.round,
            })
          : t(entry.editing ? "presenceEditing" : "presenceEntering", {
              device: t(`presenceDevice.${entry.device}`),
              round: entry.round,
            })}
      </span>
    </p>
  ));
}
