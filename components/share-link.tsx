"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "./ui/button";

/**
 * A secret edit link (a session's or a league's) for another phone at the table: scan the QR code or copy
 * the link. Shown only to phones that hold the token.
 */
export function ShareLink({ path, title, help }: { path: string; title: string; help: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold">{title}</summary>
      <ShareLinkBody path={path} title={title} help={help} open={open} />
    </details>
  );
}

/** The link's help, its QR code (drawn once `open`) and the link to copy: folded at the bottom or in a dialog. */
export function ShareLinkBody({
  path,
  title,
  help,
  open,
}: {
  path: string;
  title: string;
  help: string;
  open: boolean;
}) {
  const t = useTranslations("leagues");
  const [url, setUrl] = useState(path);
  const [svg, setSvg] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setUrl(`${window.location.origin}${path}`);
  }, [path]);
  useEffect(() => {
    if (!open) return;
    // qrcode (9 kB gzip) loads when the folded link is opened, not with the page (decision 010).
    import("qrcode")
      .then((QRCode) =>
        QRCode.toString(`${window.location.origin}${path}`, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
      )
      .then(setSvg, () => setSvg(null));
  }, [path, open]);
  return (
    <>
      <p className="text-stone-700">{help}</p>
      {svg ? (
        <div
          role="img"
          aria-label={t("qrCode")}
          data-testid="qr-code"
          className="mx-auto mt-3 w-56 max-w-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is made here by qrcode from our own URL, no user input.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : null}
      <input
        readOnly
        value={url}
        aria-label={title}
        className="mt-3 block min-h-12 w-full rounded-xl bg-stone-50 px-3 text-sm ring-1 ring-stone-300"
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="secondary"
        className="mt-2 w-full"
        onClick={async () => {
          await navigator.clipboard?.writeText(url);
          setCopied(true);
        }}
      >
        {copied ? t("copied") : t("copy")}
      </Button>
    </>
  );
}
