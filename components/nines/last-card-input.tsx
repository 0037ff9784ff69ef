"use client";
import { useTranslations } from "next-intl";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { CardPicker } from "./card-picker";

/** With "no going out on a 9": the winner's last card, so Deckside can check it. Optional. */
export function LastCardInput({
  value,
  available,
  errors,
  onChange,
}: {
  value: string | null;
  available: (code: string) => boolean;
  errors: string[];
  onChange: (code: string | null) => void;
}) {
  const t = useTranslations("nines");
  return (
    <Panel title={t("lastCard")}>
      <p className="text-stone-600">{t("lastCardHelp")}</p>
      <CardPicker
        selected={value ? [value] : []}
        available={available}
        onToggle={(code) => onChange(code === value ? null : code)}
        label={t("lastCard")}
      />
      <FieldError id="lastCard-error" messages={errors} />
    </Panel>
  );
}
