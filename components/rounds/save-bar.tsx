"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useRoundNumber } from "../live/use-round-number";
import { Button, LinkButton } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { ClashChoices } from "./clash-choices";
import { useRoundLeave } from "./leave-context";
import { useFormClash } from "./use-form-clash";
import type { SaveClash } from "./use-round-save";

const CANCEL_CLASS = "grow @max-2xs:min-h-[44px] @max-2xs:min-w-[44px] @max-2xs:shrink-0 @max-2xs:grow-0 @max-2xs:px-3";

/**
 * The bottom bar of every round form, always in reach of a thumb: live checks, errors, what another phone did to this
 * round (and, once Save is tapped, the choices it leaves), Cancel and Save. A save is kept on the phone first, so
 * Save never waits on the network and shows no "Saving…" (components/rounds/use-round-save.ts).
 */
export function SaveBar({
  sessionId,
  number,
  isEdit,
  clash,
  errors,
  children,
}: {
  sessionId: string;
  number: number;
  isEdit: boolean;
  /** Another phone saved this round first and Save was tapped: the choices (useRoundSave). */
  clash: SaveClash | null;
  errors: string[];
  children?: ReactNode;
}) {
  const t = useTranslations("round");
  const q = useTranslations("offlineQueue");
  const round = useRoundNumber(number, isEdit);
  const heard = useFormClash(round, isEdit);
  const leaveInPlace = useRoundLeave();
  const cancel = (
    <>
      <span aria-hidden className="hidden @max-2xs:inline">
        ✕
      </span>
      <span className="@max-2xs:sr-only">{t("cancel")}</span>
    </>
  );
  return (
    // At a large text size (the bar narrower than 18rem: from about 135 % text on a 390 px phone) the bar stays one
    // low row, so the form keeps most of the screen: less padding, Cancel a ✕ (its word stays its name), Save the
    // rest of the row (its label wraps between words inside it), both at least 44×44 px.
    <div className="@container sticky bottom-0 -mx-3 bg-stone-100/95 backdrop-blur">
      <div className="space-y-2 px-3 pb-4 pt-2 @max-2xs:space-y-1 @max-2xs:pb-1.5 @max-2xs:pt-1">
        {children}
        <FieldError id="round-errors" messages={errors} />
        {clash ? (
          <ClashChoices clash={clash} />
        ) : heard ? (
          <p role="status" className="text-sm font-semibold text-amber-900" data-testid="save-clash-note">
            {heard.kind === "edited"
              ? q("editedElsewhere", { round: heard.round })
              : q("conflictTitle", { round: heard.round })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 @max-2xs:flex-nowrap">
          {/* A form shown in place (the shell of a game the server has never seen) goes back without a navigation. */}
          {leaveInPlace ? (
            <Button variant="secondary" onClick={leaveInPlace} className={CANCEL_CLASS}>
              {cancel}
            </Button>
          ) : (
            <LinkButton href={`/sessions/${sessionId}`} variant="secondary" className={CANCEL_CLASS}>
              {cancel}
            </LinkButton>
          )}
          <Button
            type="submit"
            className="grow-[3] basis-48 text-xl @max-2xs:min-h-[44px] @max-2xs:basis-0 @max-2xs:px-2 @max-2xs:py-1 @max-2xs:text-lg @max-2xs:leading-tight"
          >
            {isEdit ? t("saveEdit") : t("save", { round })}
          </Button>
        </div>
      </div>
    </div>
  );
}
