"use client";
import { useTranslations } from "next-intl";
import { isOwnChange } from "@/lib/offline/queue-store";
import { Button } from "../ui/button";
import { useSessionLive } from "./session-live";

/**
 * On a round form: says at once when another phone saves this same round (or undoes one, which moves the round
 * numbers), before this phone tries to save, and offers a fresh form. What was typed here stays until then.
 */
export function RoundFormGuard({ round, isEdit }: { round: number; isEdit: boolean }) {
  const t = useTranslations("live");
  const live = useSessionLive();
  if (!live) return null;
  // This phone's own sends of waiting rounds (lib/offline/) are no clash: the form has moved on with them.
  const clash = live.changes.filter(
    (c) =>
      c.version > live.serverVersion &&
      !isOwnChange(live.sessionId, c.version) &&
      (c.kind === "undone" || c.round === round || (!isEdit && c.round > round)),
  );
  const last = clash.at(-1);
  if (!last && !live.stale && !live.deleted) return null;
  const text = last
    ? t(last.kind === "added" ? "formAdded" : last.kind === "edited" ? "formEdited" : "formUndone", {
        round: last.round,
      })
    : t("formChanged");
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
