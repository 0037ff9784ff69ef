"use client";
import { useTranslations } from "next-intl";
import { isOwnChange } from "@/lib/offline/queue-store";
import { Button } from "../ui/button";
import { useSessionLive } from "./session-live";

/**
 * On a round form: says at once when another phone undoes a round (which moves the round numbers), or when the form
 * may be out of date (the stream could not replay what was missed), and offers a fresh form. What was typed here
 * stays until then. Another phone saving or editing this same round is Save's business: it offers the choices beside
 * the Save button (components/rounds/save-bar.tsx).
 */
export function RoundFormGuard() {
  const t = useTranslations("live");
  const live = useSessionLive();
  if (!live) return null;
  const undone = live.changes.filter(
    (c) => c.version > live.serverVersion && !isOwnChange(live.sessionId, c.version) && c.kind === "undone",
  );
  const last = undone.at(-1);
  if (!last && !live.stale && !live.deleted) return null;
  const text = last ? t("formUndone", { round: last.round }) : t("formChanged");
  return (
    <div
      role="alert"
      className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950 ring-2 ring-amber-400"
      data-testid="form-conflict"
    >
      <p className="font-semibold">{text}</p>
      <p className="text-sm">{t("formKeep")}</p>
      <Button variant="secondary" className="w-full" onClick={() => window.location.reload()}>
        {t("reloadForm")}
      </Button>
    </div>
  );
}
