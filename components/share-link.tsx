"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "./ui/button";

/** A secret edit link (a session's or a league's), to open on another phone; shown only to phones that hold it. */
export function ShareLink({ path, title, help }: { path: string; title: string; help: string }) {
  const t = useTranslations("leagues");
  const [url, setUrl] = useState(path);
  const [copied, setCopied] = useState(false);
  useEffect(() => setUrl(`${window.location.origin}${path}`), [path]);
  return (
    <details className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold">{title}</summary>
      <p className="text-stone-700">{help}</p>
      <input readOnly value={url} aria-label={title} className="mt-2 block min-h-12 w-full rounded-xl bg-stone-50 px-3 text-sm ring-1 ring-stone-300" onFocus={(e) => e.target.select()} />
      <Button variant="secondary" className="mt-2 w-full" onClick={async () => {
        await navigator.clipboard?.writeText(url);
        setCopied(true);
      }}>{copied ? t("copied") : t("copy")}</Button>
    </details>
  );
}
