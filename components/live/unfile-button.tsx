"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { unfileFromLeagueAction } from "@/lib/table/actions";
import { Button } from "../ui/button";
import { useActionErrorText, useViolationText } from "../use-violation-text";

/**
 * The Undo in "Filed into … · Undo": takes the game out of the league again (lib/table/mutations.ts unfileFromLeague), members the
 * filing brought in and the standings with it. One tap, as the scoreboard's Redo: the undo is the safety net.
 */
export function UnfileButton({ sessionId, leagueId }: { sessionId: string; leagueId: string }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  const violationText = useViolationText();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const undo = () =>
    startTransition(async () => {
      // It worked when the action navigates to the page again; an answer is a refusal.
      const result = await unfileFromLeagueAction(sessionId, leagueId);
      const first = result.violations[0];
      setError(first ? violationText(first) : errorText(result));
    });
  return (
    <>
      <Button variant="secondary" disabled={pending} onClick={undo} className="max-w-full shrink-0">
        {t("fileUndo")}
      </Button>
      {error ? <span className="basis-full text-base text-red-800">{error}</span> : null}
    </>
  );
}
