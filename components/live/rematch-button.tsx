"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { type BornGame, keepBorn } from "@/lib/offline/born-games";
import { phoneId, phoneSecret } from "@/lib/offline/phone-ids";
import { rematchBorn } from "@/lib/offline/rematch-born";
import { type BornSend, sendBorn } from "@/lib/offline/send-born";
import { useShownSession } from "../scoreboard/use-shown-session";
import { useWaitingStart } from "../setup/use-waiting-start";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { useActionErrorText } from "../use-violation-text";

/**
 * One tap: the same game again with the same players, rules and league; the next player deals first. Started as the
 * new-game form starts a game (issue 27): the phone chooses the ids (lib/offline/rematch-born.ts) and asks the server
 * (`POST /sessions/<this game>/rematch`); without an answer the rematch is kept on the phone and played at once from
 * the shell (`/play#<id>`, with the service worker in charge; else the button waits), reaching the server later under
 * the same link, filed into the league when it does.
 */
export function RematchButton({ sessionId }: { sessionId: string }) {
  const t = useTranslations("live");
  const router = useRouter();
  const session = useShownSession();
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [waiting, setWaiting] = useState<BornGame | null>(null);
  const refused = (verdict: Extract<BornSend, { code: string }>) => {
    setWaiting(null);
    setError(errorText(verdict));
  };
  useWaitingStart(waiting, (id) => router.push(`/sessions/${id}`), refused);

  const start = () =>
    startTransition(async () => {
      setError(null);
      const born = rematchBorn({ ...session, id: sessionId }, phoneId, phoneSecret(), new Date().toISOString());
      const sent: BornSend = navigator.onLine === false ? { ok: false, network: true } : await sendBorn(born);
      if (sent.ok) return router.push(`/sessions/${born.id}`);
      if (!sent.network) return refused(sent);
      await keepBorn(born);
      if (navigator.serviceWorker?.controller) return window.location.assign(`/play#${born.id}`);
      setWaiting(born);
    });

  return (
    <div className="grid gap-1">
      <Button
        variant="ghost"
        className="w-full bg-amber-300 text-xl"
        disabled={pending || waiting !== null}
        aria-describedby="rematch-help"
        onClick={start}
      >
        {t("rematch")}
      </Button>
      <p id="rematch-help" className="text-sm text-felt-100">
        {t("rematchHelp")}
      </p>
      {waiting ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-950" data-testid="rematch-waiting">
          {t("rematchWaiting")}
        </p>
      ) : null}
      <FieldError id="rematch-error" messages={error ? [error] : []} />
    </div>
  );
}
