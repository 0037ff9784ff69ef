"use client";
import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { fileIntoLeagueAction } from "@/lib/table/actions";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { useActionErrorText, useViolationText } from "../use-violation-text";

/**
 * Files a game started outside a league into one of the leagues this phone can edit. A form with the server action:
 * a tap before the page has hydrated posts it all the same (in CI such a tap on a click handler was lost).
 */
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
  // It worked when the action opens the page again; an answer is a refusal.
  const [refusal, action, pending] = useActionState(fileIntoLeagueAction, null);
  const first = refusal?.violations[0];
  const error = refusal ? (first ? violationText(first) : errorText(refusal)) : null;
  return (
    <Panel title={t("fileTitle")}>
      <form action={action}>
        <p className="text-stone-700">{t("fileHelp")}</p>
        <input type="hidden" name="sessionId" value={sessionId} />
        <label htmlFor={`${id}-league`} className="mt-3 block font-semibold">
          {t("fileLeague")}
        </label>
        <select
          id={`${id}-league`}
          name="leagueId"
          defaultValue={leagues[0]?.id}
          className="mt-1 min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300"
        >
          {leagues.map((league) => (
            <option key={league.id} value={league.id}>
              {league.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" className="mt-3 w-full" disabled={pending}>
          {t("fileButton")}
        </Button>
        <FieldError id={`${id}-error`} messages={error ? [error] : []} />
      </form>
    </Panel>
  );
}
