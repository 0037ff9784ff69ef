"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { unfileFromLeagueAction } from "@/lib/table/actions";
import { Button } from "../ui/button";
import { useActionErrorText, useViolationText } from "../use-violation-text";

/**
 * The Undo in "Filed into … · Undo": takes the game out of the league again (lib/table/mutations.ts unfileFromLeague), members the
 * filing brought in and the standings with it. One tap, as the scoreboard's Redo: the undo is the safety net. A form
 * with the server action, so a tap before the page has hydrated still posts.
 */
export function UnfileButton({ sessionId, leagueId }: { sessionId: string; leagueId: string }) {
  const t = useTranslations("scoreboard");
  const errorText = useActionErrorText();
  const violationText = useViolationText();
  // It worked when the action opens the page again; an answer is a refusal.
  const [refusal, action, pending] = useActionState(unfileFromLeagueAction, null);
  const first = refusal?.violations[0];
  const error = refusal ? (first ? violationText(first) : errorText(refusal)) : null;
  return (
    <>
      {/* `contents`: the button stays an item of the notice's wrapping line, as before it had a form round it. */}
      <form action={action} className="contents">
        <input type="hidden" name="sessionId" value={sessionId} />
        <input type="hidden" name="leagueId" value={leagueId} />
        <Button type="submit" variant="secondary" disabled={pending} className="max-w-full shrink-0">
          {t("fileUndo")}
        </Button>
      </form>
      {error ? <span className="basis-full text-base text-red-800">{error}</span> : null}
    </>
  );
}
