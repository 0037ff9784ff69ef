"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ShareLinkBody } from "../share-link";
import { Button } from "../ui/button";

/**
 * "Share" in the scoreboard's header: the edit link and its QR code for a second scorer, in a dialog, reached without
 * scrolling past the rounds (issue 28). The same link stays folded at the bottom of the page.
 */
export function ShareButton({ path }: { path: string }) {
  const t = useTranslations("scoreboard");
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 px-3 text-base"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
          // The heading takes the focus, not the link's field (which would select the whole link at once).
          heading.current?.focus();
        }}
        data-testid="share-button"
      >
        {t("share")}
      </Button>
      {/* The backdrop dims in both schemes: a literal black, as dark mode turns the `black` of the colour ramps white. */}
      <dialog
        ref={dialog}
        aria-labelledby="share-heading"
        onClose={() => setOpen(false)}
        className="m-auto w-[min(100vw-2rem,28rem)] max-h-[calc(100dvh-2rem)] rounded-2xl bg-white p-4 text-stone-900 shadow-xl backdrop:bg-[rgb(0_0_0/0.6)]"
        data-testid="share-dialog"
      >
        <h2 ref={heading} tabIndex={-1} id="share-heading" className="text-lg font-bold outline-none">
          {t("editLink")}
        </h2>
        <ShareLinkBody path={path} title={t("editLink")} help={t("editLinkHelp")} open={open} />
        <Button variant="ghost" className="mt-2 w-full" onClick={() => dialog.current?.close()}>
          {t("close")}
        </Button>
      </dialog>
    </>
  );
}
