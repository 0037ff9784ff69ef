"use client";
import { useTranslations } from "next-intl";
import { Button } from "../ui/button";
import type { SaveClash } from "./use-round-save";

/**
 * Beside Save, in reach of the thumb that tapped it: another phone saved this round first. The same three choices as
 * a waiting round the server refused (components/offline/refused-round.tsx): keep theirs, add mine as the next round,
 * replace theirs with mine. Nothing is dropped without a tap.
 */
export function ClashChoices({ clash }: { clash: SaveClash }) {
  const t = useTranslations("offlineQueue");
  return (
    <section
      role="alert"
      aria-labelledby="save-clash-heading"
      className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950 ring-2 ring-amber-500"
      data-testid="save-clash"
    >
      <h2 id="save-clash-heading" className="font-bold">
        {clash.kind === "edited"
          ? t("editedElsewhere", { round: clash.round })
          : t("conflictTitle", { round: clash.round })}
      </h2>
      <div className="grid gap-2">
        <Button variant="secondary" onClick={clash.keepTheirs}>
          {t("keepTheirs")}
        </Button>
        {clash.next !== null ? <Button onClick={clash.addMine}>{t("addMine", { round: clash.next })}</Button> : null}
        <Button variant="secondary" onClick={clash.replaceTheirs}>
          {t("replaceTheirs")}
        </Button>
      </div>
    </section>
  );
}
