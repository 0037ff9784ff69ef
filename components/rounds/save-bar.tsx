"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useRoundNumber } from "../live/use-round-number";
import { Button, LinkButton } from "../ui/button";
import { FieldError } from "../ui/field-error";

/** The bottom bar of every round form, always in reach of a thumb: live checks, errors, Cancel and Save. */
export function SaveBar({
  sessionId,
  number,
  isEdit,
  pending,
  errors,
  children,
}: {
  sessionId: string;
  number: number;
  isEdit: boolean;
  pending: boolean;
  errors: string[];
  children?: ReactNode;
}) {
  const t = useTranslations("round");
  const round = useRoundNumber(number, isEdit);
  return (
    <div className="sticky bottom-0 -mx-3 space-y-2 bg-stone-100/95 px-3 pb-4 pt-2 backdrop-blur">
      {children}
      <FieldError id="round-errors" messages={errors} />
      {/* Side by side; at a large text size Save takes a line of its own instead of pushing the page sideways. */}
      <div className="flex flex-wrap gap-2">
        <LinkButton href={`/sessions/${sessionId}`} variant="secondary" className="grow">
          {t("cancel")}
        </LinkButton>
        <Button type="submit" disabled={pending} className="grow-[3] basis-48 text-xl">
          {pending ? t("saving") : isEdit ? t("saveEdit") : t("save", { round })}
        </Button>
      </div>
    </div>
  );
}
