"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "../ui/button";
import { eveningImage } from "./evening-image";

/** The recap as text (the share sheet, else the clipboard) and as a picture (shared as a file, else downloaded). */
export function EveningShare({ title, lines, fileName }: { title: string; lines: string[]; fileName: string }) {
  const t = useTranslations("evenings");
  const [note, setNote] = useState<string | null>(null);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  // Soft hyphens let a long word break on the page; in a message or a picture they are noise.
  const plain = (line: string) => line.replace(/\u00ad/g, "");
  const text = [title, ...lines].map(plain).join("\n");

  async function shareText() {
    setNote(null);
    if (canShare) {
      try {
        await navigator.share({ title, text });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setNote(t("copied"));
    } catch {
      setNote(text);
    }
  }

  async function shareImage() {
    setNote(null);
    const image = await eveningImage(plain(title), lines.map(plain));
    if (!image) return;
    const file = new File([image], `${fileName}.png`, { type: "image/png" });
    if (canShare && navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ title, files: [file] });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    // No file sharing here (most desktop browsers): the picture is downloaded instead.
    const url = URL.createObjectURL(image);
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <section className="grid gap-2">
      <Button onClick={shareText} data-testid="evening-share-text">
        {t("share")}
      </Button>
      <Button variant="secondary" onClick={shareImage} data-testid="evening-share-image">
        {t("shareImage")}
      </Button>
      <p
        aria-live="polite"
        className="min-h-6 text-center whitespace-pre-line text-stone-700"
        data-testid="evening-note"
      >
        {note}
      </p>
    </section>
  );
}
