"use client";
import { useTranslations } from "next-intl";
import { Pill } from "../ui/pill";
import { useShownSession } from "./use-shown-session";

/** Playing, tie-break or finished, as the phone shows the session now. */
export function StatusPill() {
  const t = useTranslations("scoreboard");
  const { status } = useShownSession();
  return (
    <Pill tone={status === "finished" ? "green" : status === "tiebreak" ? "red" : "amber"}>
      {t(`status.${status}`)}
    </Pill>
  );
}
