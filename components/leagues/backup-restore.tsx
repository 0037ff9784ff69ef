"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { rememberRestoredLeagueAction } from "@/lib/leagues/actions";
import { type RestoreErrorBody, restoreProblem } from "@/lib/leagues/restore-problem";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";

// The file goes to the public import API (a backup may be larger than a server action takes); the new league's
// token then stays on this phone through a server action, as for a league created here.

/** "Restore from a backup": choose a backup file; it becomes a new league and opens. */
export function BackupRestore() {
  const t = useTranslations("leagues");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function problem(status: number, body: RestoreErrorBody, retryAfter: string | null): string {
    const said = restoreProblem(status, body, retryAfter);
    return "values" in said ? t(said.key, said.values) : t(said.key);
  }

  function restore(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    startTransition(async () => {
      let status = 0;
      let retryAfter: string | null = null;
      let body: RestoreErrorBody & { id?: string; token?: string } = {};
      try {
        // The file itself, not its text: a large backup streams from the disk without a copy in memory.
        const response = await fetch("/api/v1/leagues/import", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: file,
        });
        status = response.status;
        retryAfter = response.headers.get("retry-after");
        body = await response.json().catch(() => ({}));
      } catch {
        setMessage(t("restoreFailed"));
        return;
      }
      // Outside the try: the action answers with a redirect to the new league.
      if (status === 201 && body.id && body.token) await rememberRestoredLeagueAction(body.id, body.token);
      else setMessage(problem(status, body, retryAfter));
    });
  }

  return (
    <Panel title={t("restoreTitle")}>
      <p className="mb-3 text-stone-700">{t("restoreHelp")}</p>
      <label className="block text-lg font-semibold" htmlFor="backup-file">
        {t("restoreFile")}
      </label>
      <input
        id="backup-file"
        type="file"
        accept="application/json,.json"
        disabled={pending}
        onChange={(e) => restore(e.target.files?.[0])}
        aria-describedby="restore-error"
        className="mt-1 block min-h-12 w-full rounded-xl bg-white p-2 text-base ring-1 ring-stone-300 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-felt-700 file:px-4 file:font-semibold file:text-white"
      />
      {pending ? (
        <p className="mt-2 text-stone-700" aria-live="polite">
          {t("restoring")}
        </p>
      ) : null}
      <FieldError id="restore-error" messages={message ? [message] : []} />
    </Panel>
  );
}
