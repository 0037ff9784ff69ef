"use client";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { fileIntoLeagueAction } from "@/lib/table/actions";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { useActionErrorText, useViolationText } from "../use-violation-text";

/** Files a game started outside a league into one of the leagues this phone can edit. */
export function FileIntoLeague({
  sessionId,
  leagues,
}: {
  sessionId: string;
  leagues: Array<{ id: string; name: string }>;
}) {
  const t = useTranslations("live");
  const errorText = useActionErrorText();
  const violationText = useViolationText();
  const id = useId();
  const [leagueId, setLeagueId] = useState(leagues[0]?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const submit = () =>
    startTransition(async () => {
      const result = await fileIntoLeagueAction(sessionId, leagueId);
      const first = result.violations[0];
      setError(first ? violationText(first) : errorText(result));
    });
  return (
    <Panel title={t("fileTitle")}>
      <p className="text-stone-700">{t("fileHelp")}</p>
      <label htmlFor={`${id}-league`} className="mt-3 block font-semibold">
        {t("fileLeague")}
      </label>
      <select
        id={`${id}-league`}
        value={leagueId}
        onChange={(event) => setLeagueId(event.target.value)}
        className="mt-1 min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300"
      >
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" className="mt-3 w-full" disabled={pending || !leagueId} onClick={submit}>
        {t("fileButton")}
      </Button>
      <FieldError id={`${id}-error`} messages={error ? [error] : []} />
    </Panel>
  );
}
