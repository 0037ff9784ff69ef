"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { leagueBackupAction } from "@/lib/leagues/actions";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";

/** "Download backup" for the phone with the league's token: the server action reads it from the cookie. */
export function BackupDownload({ leagueId }: { leagueId: string }) {
  const t = useTranslations("leagues");
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  function download() {
    startTransition(async () => {
      const result = await leagueBackupAction(leagueId);
      setFailed(!result.ok);
      if (!result.ok) return;
      const url = URL.createObjectURL(new Blob([result.json], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = result.file;
      link.click();
      // Some browsers start the download only after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  }

  return (
    <div>
      <p className="mb-2 text-sm text-stone-600">{t("backupHelp")}</p>
      <Button variant="secondary" onClick={download} disabled={pending} className="w-full">
        {pending ? t("backupPreparing") : t("backupDownload")}
      </Button>
      <FieldError id="backup-error" messages={failed ? [t("backupFailed")] : []} />
    </div>
  );
}
