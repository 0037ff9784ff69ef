"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import {
  PHONE_BACKUP_FORMAT,
  PHONE_BACKUP_NOTICE,
  PHONE_BACKUP_VERSION,
  type PhoneBackupDocument,
  type PhoneBackupFileGame,
} from "@/lib/table/phone-backup-schema";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { bornBackupGames } from "./born-backup-games";

// Each game's edit cookie is scoped to /sessions/<id>, so the page asks each game's own address for it
// (app/sessions/[id]/backup/route.ts) and writes the file in the browser; no secret passes through another address.

/** "Download backup": every game on this phone's list, with this phone's edit secrets, as one file. */
export function PhoneBackupDownload({ sessionIds }: { sessionIds: string[] }) {
  const t = useTranslations("phone");
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  // Games born offline that the server has not seen: only this phone's IndexedDB knows them (read after mount).
  const [bornCount, setBornCount] = useState(0);
  useEffect(() => {
    bornBackupGames(sessionIds).then(
      (games) => setBornCount(games.length),
      () => setBornCount(0),
    );
  }, [sessionIds]);

  function download() {
    startTransition(async () => {
      setFailed(false);
      const games: PhoneBackupFileGame[] = [];
      try {
        // Newest first, as the list: a game born offline is newer than every game the server has of this phone.
        games.push(...(await bornBackupGames(sessionIds)));
        for (const id of sessionIds) {
          const response = await fetch(`/sessions/${encodeURIComponent(id)}/backup`, { cache: "no-store" });
          if (response.status === 404) continue; // deleted since: nothing to keep
          if (!response.ok) throw new Error(`backup of ${id}: ${response.status}`);
          games.push((await response.json()) as PhoneBackupFileGame);
        }
      } catch {
        setFailed(true);
        return;
      }
      const exportedAt = new Date().toISOString();
      const document: PhoneBackupDocument = {
        format: PHONE_BACKUP_FORMAT,
        version: PHONE_BACKUP_VERSION,
        exportedAt,
        notice: PHONE_BACKUP_NOTICE,
        games,
      };
      const url = URL.createObjectURL(new Blob([JSON.stringify(document)], { type: "application/json" }));
      const link = window.document.createElement("a");
      link.href = url;
      link.download = `deckside-phone-backup-${exportedAt.slice(0, 10)}.json`;
      link.click();
      // Some browsers start the download only after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  }

  // A new phone has nothing to save yet: one line, so its restore (below) is what the page shows first.
  const count = sessionIds.length + bornCount;
  if (count === 0) return <p className="text-stone-700">{t("downloadHelp", { count: 0 })}</p>;
  return (
    <div className="space-y-3">
      <p className="text-stone-700">{t("downloadHelp", { count })}</p>
      <p className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300">
        <span aria-hidden>⚠ </span>
        {t("secretWarning")}
      </p>
      <p className="text-sm text-stone-600">{t("bornOfflineNote")}</p>
      <Button onClick={download} disabled={pending} className="w-full">
        {pending ? t("preparing") : t("download")}
      </Button>
      <FieldError id="phone-backup-error" messages={failed ? [t("downloadFailed")] : []} />
    </div>
  );
}
