"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

// Unexpected failures: a plain apology and a retry; details stay in the server log.
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("errors");
  return (
    <div className="space-y-4 py-8 text-center">
      <h1 className="text-2xl font-extrabold">{t("errorTitle")}</h1>
      <p className="text-lg text-stone-700">{t("errorText")}</p>
      <Button onClick={reset}>{t("retry")}</Button>
    </div>
  );
}
