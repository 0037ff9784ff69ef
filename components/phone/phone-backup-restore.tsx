"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import {
  type PhoneBackup,
  type PhoneBackupGame,
  type PhoneBackupRefusal,
  phoneBackupSummary,
  readPhoneBackup,
} from "@/lib/table/phone-backup-schema";
import { Button, LinkButton } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { keepRestoredBorn } from "./keep-restored-born";

// Choosing the file only shows what it holds; Restore is its own tap (issue 28: a restore that ran as soon as the
// file was chosen surprised the group). Each game goes to its own address (app/sessions/[id]/restore/route.ts),
// which sets that game's edit cookie; a game that fails is named and the others are kept. A game born offline that
// no server answers for is kept on this phone as born here, to reach the server once online (./keep-restored-born.ts).

type Failure = { game: PhoneBackupGame; reason: "id_taken" | "watch_only" | "league" | "other" };
type Result = { created: number; present: number; kept: PhoneBackupGame[]; failures: Failure[] };
/** A restore that hangs (a stalled network) counts as no answer, as a born game's own create does. */
const RESTORE_TIMEOUT_MS = 8000;

/** The server's answer to one game's restore, or null when none came (offline, stalled, or a server that is down). */
async function sendRestore(game: PhoneBackupGame): Promise<{ outcome?: string; error?: { code?: string } } | null> {
  if (navigator.onLine === false) return null;
  try {
    const response = await fetch(`/sessions/${encodeURIComponent(game.session.id)}/restore`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(game),
      signal: AbortSignal.timeout(RESTORE_TIMEOUT_MS),
    });
    if (response.status >= 500 || response.status === 429) return null;
    return (await response.json().catch(() => ({}))) as { outcome?: string; error?: { code?: string } };
  } catch {
    return null;
  }
}

function failureReason(game: PhoneBackupGame, code: string | undefined): Failure["reason"] {
  if (code === "id_taken") return "id_taken";
  // A born league game is filed with the league's token this phone holds: without it (or without the league on
  // this server) the league refuses it; once this phone has the league, the same file restores it.
  if (game.leagueId && (code === "unauthorized" || code === "not_found")) return "league";
  return code === "not_found" ? "watch_only" : "other";
}

export function PhoneBackupRestore() {
  const t = useTranslations("phone");
  const tg = useTranslations("games");
  const format = useFormatter();
  const [backup, setBackup] = useState<PhoneBackup | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: "medium" });
  const gameLine = (game: PhoneBackupGame) =>
    `${tg(`${game.session.game}.name`)}, ${day(game.session.playedOn)}: ${game.session.players.map((p) => p.name).join(", ")}`;

  function refusalText(refused: PhoneBackupRefusal): string {
    if (refused.kind === "not_json") return t("notJson");
    if (refused.kind === "not_phone_backup") return t("notPhoneBackup");
    if (refused.kind === "newer_version") return t("newerVersion", { version: refused.version });
    return t("invalidFile", { field: refused.path || "—", message: refused.message });
  }

  async function choose(file: File | undefined) {
    setBackup(null);
    setResult(null);
    setRefusal(null);
    if (!file) return;
    const read = readPhoneBackup(await file.text());
    if (read.ok) setBackup(read.backup);
    else setRefusal(refusalText(read.refusal));
  }

  function restore(chosen: PhoneBackup) {
    startTransition(async () => {
      const done: Result = { created: 0, present: 0, kept: [], failures: [] };
      // Oldest first, so the newest game ends up first in this phone's list, as on the old phone.
      for (const game of [...chosen.games].reverse()) {
        const body = await sendRestore(game);
        if (body?.outcome === "created") done.created += 1;
        else if (body?.outcome === "present") done.present += 1;
        else if (body) done.failures.push({ game, reason: failureReason(game, body.error?.code) });
        else {
          const kept = await keepRestoredBorn(game).catch(() => null);
          if (kept) done.kept.push(game);
          else done.failures.push({ game, reason: "other" });
        }
      }
      setResult(done);
      // The games are on this phone's list now: the backup panel above counts them. Only when the server answered:
      // a refresh with no network would reload the page and lose this result.
      if (done.created + done.present > 0) router.refresh();
    });
  }

  const summary = backup ? phoneBackupSummary(backup) : null;
  return (
    <Panel title={t("restoreTitle")}>
      <p className="mb-3 text-stone-700">{t("restoreHelp")}</p>
      <label className="block text-lg font-semibold" htmlFor="phone-backup-file">
        {t("restoreFile")}
      </label>
      <input
        id="phone-backup-file"
        type="file"
        accept="application/json,.json"
        disabled={pending}
        onChange={(e) => void choose(e.target.files?.[0])}
        aria-describedby="phone-restore-error"
        className="mt-1 block min-h-12 w-full rounded-xl bg-white p-2 text-base ring-1 ring-stone-300 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-felt-700 file:px-4 file:font-semibold file:text-white"
      />
      <FieldError id="phone-restore-error" messages={refusal ? [refusal] : []} />
      {backup && summary ? (
        <div className="mt-4 space-y-3">
          <h3 className="text-lg font-bold text-stone-800">{t("holds", { count: summary.games })}</h3>
          {summary.firstDay && summary.lastDay ? (
            <p className="text-stone-700">
              {summary.firstDay === summary.lastDay
                ? t("onDay", { day: day(summary.firstDay) })
                : t("betweenDays", { first: day(summary.firstDay), last: day(summary.lastDay) })}
            </p>
          ) : null}
          {summary.players.length > 0 ? (
            <p className="break-words text-stone-700">{t("players", { names: summary.players.join(", ") })}</p>
          ) : null}
          <p className="text-stone-700">{t("editable", { count: summary.editable, total: summary.games })}</p>
          <ul className="space-y-1 text-base text-stone-700">
            {backup.games.map((game) => (
              <li key={game.session.id} className="break-words rounded-lg bg-stone-50 px-3 py-2">
                {gameLine(game)}
              </li>
            ))}
          </ul>
          <Button onClick={() => restore(backup)} disabled={pending || summary.games === 0} className="w-full">
            {pending ? t("restoring") : t("restore", { count: summary.games })}
          </Button>
        </div>
      ) : null}
      {result ? (
        <div className="mt-4 space-y-2" aria-live="polite">
          <p className="text-lg font-semibold text-felt-900">
            {t("restored", { created: result.created, present: result.present })}
          </p>
          {result.kept.length > 0 ? (
            <div className="rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300" data-testid="restore-kept">
              <p className="font-semibold">{t("keptOffline", { count: result.kept.length })}</p>
              <ul className="mt-2 space-y-2">
                {result.kept.map((game) => (
                  <li key={game.session.id} className="break-words">
                    {gameLine(game)}:{" "}
                    {/* A full load: the shell is the service worker's precached page, opened with no network. */}
                    <a href={`/play#${game.session.id}`} className="font-semibold text-felt-800 underline">
                      {t("openKept")}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.failures.length > 0 ? (
            <div className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
              <p className="font-semibold">{t("someFailed", { count: result.failures.length })}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {result.failures.map((failure) => (
                  <li key={failure.game.session.id} className="break-words">
                    {gameLine(failure.game)}: {t(`failed.${failure.reason}`)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <LinkButton href="/" variant="secondary" className="w-full">
            {t("toGames")}
          </LinkButton>
        </div>
      ) : null}
    </Panel>
  );
}
