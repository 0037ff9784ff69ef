import { useTranslations } from "next-intl";

/** A duration in words: "1 h 5 min", "25 min" (whole minutes, rounded). */
export function useDuration(): (ms: number) => string {
  const t = useTranslations("evenings");
  return (ms) => {
    const minutes = Math.round(ms / 60_000);
    return minutes >= 60
      ? t("hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t("minutes", { minutes });
  };
}
