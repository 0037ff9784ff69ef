"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { mergeMembersAction, renameMemberAction } from "@/lib/leagues/actions";
import type { ActionResult } from "@/lib/sessions/action-result";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { useActionErrorText, useViolationText } from "../use-violation-text";

const inputClass = "mt-1 block min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300";

/** Rename a member, or merge them into another (the same person entered under two names). */
export function MemberAdmin({
  leagueId,
  member,
  others,
}: {
  leagueId: string;
  member: { id: string; name: string };
  others: Array<{ id: string; name: string }>;
}) {
  const t = useTranslations("leagues");
  const errorText = useActionErrorText();
  const text = useViolationText();
  const router = useRouter();
  const [name, setName] = useState(member.name);
  const [into, setInto] = useState(others[0]?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (action: () => Promise<{ ok: true } | ActionResult>, after: () => void) =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) {
        setError(null);
        after();
      } else {
        // The name's own problem (empty, too long, taken) in the reader's language, else the headline.
        setError(result.violations.length > 0 ? result.violations.map(text).join(" ") : errorText(result));
      }
    });
  return (
    // Balanced lines: at 100 % "zusammenführen" moves whole to the second line rather than breaking at its soft
    // hyphen, which it needs at 200 % text.
    <Panel title={<span className="block text-balance">{t("manageMember")}</span>}>
      <label className="block font-semibold">
        {t("rename")}
        <input value={name} onChange={(e) => setName(e.target.value)} className={inputClass} maxLength={40} />
      </label>
      <Button
        className="mt-2 w-full"
        disabled={pending}
        onClick={() =>
          run(
            () => renameMemberAction(leagueId, member.id, name),
            () => router.refresh(),
          )
        }
      >
        {t("saveName")}
      </Button>
      {others.length > 0 ? (
        <>
          <label className="mt-4 block font-semibold">
            {t("mergeInto", { name: member.name })}
            <select value={into} onChange={(e) => setInto(e.target.value)} className={inputClass}>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="danger"
            className="mt-2 w-full"
            disabled={pending}
            onClick={() =>
              run(
                () => mergeMembersAction(leagueId, member.id, into),
                () => router.push(`/leagues/${leagueId}/members/${into}`),
              )
            }
          >
            {t("merge")}
          </Button>
        </>
      ) : null}
      <FieldError id="member-admin-error" messages={error ? [error] : []} />
    </Panel>
  );
}
