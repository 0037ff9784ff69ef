"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button, buttonClass } from "../ui/button";
import { type ChartSeries, chartImage } from "./chart-image";

/**
 * Sharing a finished game (issue 11): the system share sheet with the summary and the chart as an image where the
 * browser can share files, the summary alone where it can share text, and always a copy of the text and the game as
 * CSV or JSON (GET /api/v1/sessions/:id/export).
 */
export function ShareResult({
  sessionId,
  title,
  text,
  series,
  fileName,
}: {
  sessionId: string;
  title: string;
  /** The summary: winner, standings, date, the game's address is added here. */
  text: string;
  /** Running totals for the chart image; empty for games without a score (strikes, tokens). */
  series: ChartSeries[];
  fileName: string;
}) {
  const t = useTranslations("share");
  const [canShare, setCanShare] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [fullText, setFullText] = useState(text);
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setFullText(`${text}\n${window.location.origin}/sessions/${sessionId}`);
  }, [text, sessionId]);

  async function share() {
    setNote(null);
    const image = series.length > 0 ? await chartImage(title, series) : null;
    const files = image ? [new File([image], `${fileName}.png`, { type: "image/png" })] : [];
    const withFiles = files.length > 0 && navigator.canShare?.({ files });
    try {
      await navigator.share(withFiles ? { title, text: fullText, files } : { title, text: fullText });
    } catch (error) {
      // The person closed the share sheet: nothing to say. Anything else: point to the copy button.
      if ((error as Error).name !== "AbortError") setNote(t("failed"));
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(fullText);
      setNote(t("copied"));
    } catch {
      setNote(t("failed"));
    }
  }

  const download = (format: "csv" | "json") => `/api/v1/sessions/${sessionId}/export?format=${format}`;
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="share-heading" className="mb-3 text-xl font-bold">
        {t("title")}
      </h2>
      <div className="grid gap-2">
        {canShare ? <Button onClick={share}>{t("button")}</Button> : null}
        <Button variant="secondary" onClick={copy}>
          {t("copy")}
        </Button>
        {/* Two a row; one a row at large text, so "Download JSON" / "JSON-Datei" is never broken in two. */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
          <a href={download("csv")} download className={buttonClass("secondary", "px-2 text-base")}>
            {t("csv")}
          </a>
          <a href={download("json")} download className={buttonClass("secondary", "px-2 text-base")}>
            {t("json")}
          </a>
        </div>
      </div>
      <p aria-live="polite" className="mt-2 min-h-6 text-center text-stone-700" data-testid="share-note">
        {note}
      </p>
    </section>
  );
}
