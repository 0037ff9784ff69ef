"use client";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { rememberRestoredLeagueAction } from "@/lib/leagues/actions";
import { copyName, sameLeagueName } from "@/lib/leagues/copy-name";
import { type RestoreErrorBody, restoreProblem } from "@/lib/leagues/restore-problem";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";

// The file goes to the public import API (a backup may be larger than a server action takes); the new league's
// token then stays on this phone through a server action, as for a league created here. Choosing a file only reads
// it here: the page shows what it holds and restores on a tap (issue 28: it used to restore at once, and a second
// league of the same name appeared without a word).

/** What the page shows of a chosen backup before restoring it. */
interface Chosen {
  file: File;
  name: string;
  games: number;
  members: number;
  /** The backup itself, parsed: sent under another name when the reader renames the copy. */
  document: { league: Record<string, unknown> } & Record<string, unknown>;
}

/** The backup's outline, or null for a file that is no league backup (the server checks the rest). */
function outline(text: string): Omit<Chosen, "file"> | null {
  try {
    const document = JSON.parse(text);
    const { format, league, sessions, members } = document ?? {};
    if (format !== "deckside-league-backup" || typeof league?.name !== "string") return null;
    if (!Array.isArray(sessions) || !Array.isArray(members)) return null;
    return { name: league.name, games: sessions.length, members: members.length, document };
  } catch {
    return null;
  }
}

/** "Restore from a backup": choose a backup file, see what it holds, restore it as a new league that opens. */
export function BackupRestore({ knownNames }: { knownNames: readonly string[] }) {
  const t = useTranslations("leagues");
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [name, setName] = useState("");
  const [pending, startTransition] = useTransition();
  const reading = useRef(0);

  function problem(status: number, body: RestoreErrorBody, retryAfter: string | null): string {
    const said = restoreProblem(status, body, retryAfter);
    return "values" in said ? t(said.key, said.values) : t(said.key);
  }

  async function choose(file: File | undefined) {
    setMessage(null);
    setChosen(null);
    if (!file) return;
    const turn = ++reading.current;
    const read = outline(await file.text());
    if (turn !== reading.current) return; // another file was chosen meanwhile
    if (!read) {
      setMessage(t("restoreNotBackup"));
      return;
    }
    setChosen({ file, ...read });
    setName(copyName(read.name, knownNames));
  }

  function restore() {
    if (!chosen) return;
    setMessage(null);
    const renamed = name.trim() !== chosen.name;
    startTransition(async () => {
      let status = 0;
      let retryAfter: string | null = null;
      let body: RestoreErrorBody & { id?: string; token?: string } = {};
      try {
        // The file itself when it keeps its name: a large backup streams from the disk without a copy in memory.
        const sent = renamed
          ? JSON.stringify({ ...chosen.document, league: { ...chosen.document.league, name: name.trim() } })
          : chosen.file;
        const response = await fetch("/api/v1/leagues/import", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: sent,
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

  const taken = chosen !== null && knownNames.some((known) => sameLeagueName(known, chosen.name));
  const stillTaken = taken && knownNames.some((known) => sameLeagueName(known, name));
  return (
    <Panel title={t("restoreTitle")}>
      <p className="mb-3 text-stone-700">{t("restoreHelp")}</p>
      <label className="block text-lg font-semibold" htmlFor="backup-file">
        {t("restoreFile")}
      </label>
      {/* The button on a line of its own, the file's name wrapping below: side by side, at 200 % text the button was cut
          at the box's edge and the name hidden. */}
      <input
        id="backup-file"
        type="file"
        accept="application/json,.json"
        disabled={pending}
        onChange={(e) => void choose(e.target.files?.[0])}
        aria-describedby="restore-error"
        className="mt-1 block min-h-12 w-full rounded-xl bg-white p-2 text-base whitespace-normal ring-1 ring-stone-300 file:mb-2 file:block file:min-h-10 file:w-full file:rounded-lg file:border-0 file:bg-felt-700 file:px-4 file:font-semibold file:text-white"
      />
      {chosen ? (
        <div className="mt-3 space-y-3 wrap-break-word" data-testid="restore-preview">
          <p className="rounded-xl bg-stone-50 p-3 text-lg font-semibold ring-1 ring-stone-200">
            {t("restorePreview", { name: chosen.name, games: chosen.games, members: chosen.members })}
          </p>
          {taken ? (
            <div role="status">
              <p className="text-stone-800">{t("restoreNameTaken", { name: chosen.name })}</p>
              <label htmlFor={`${id}-name`} className="mt-2 block font-semibold">
                {t("restoreName")}
              </label>
              <input
                id={`${id}-name`}
                value={name}
                maxLength={60}
                onChange={(e) => setName(e.target.value)}
                className="mt-1 min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300"
              />
              {stillTaken ? <p className="mt-1 font-medium text-amber-800">{t("restoreStillTaken")}</p> : null}
            </div>
          ) : null}
          <Button className="w-full" disabled={pending || name.trim() === ""} onClick={restore}>
            {t("restoreButton")}
          </Button>
        </div>
      ) : null}
      {pending ? (
        <p className="mt-2 text-stone-700" aria-live="polite">
          {t("restoring")}
        </p>
      ) : null}
      <FieldError id="restore-error" messages={message ? [message] : []} />
    </Panel>
  );
}
