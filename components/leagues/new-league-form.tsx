"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import type { Violation } from "@/lib/games/types";
import { createLeagueAction } from "@/lib/leagues/actions";
import { DEFAULT_POINTS_TABLE } from "@/lib/leagues/stats";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { messagesFor, useActionErrorText, useViolationText } from "../use-violation-text";
import { GameChoices } from "./game-choices";

const inputClass =
  "mt-1 block min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300 focus:outline-3 focus:outline-amber-500";

export function NewLeagueForm() {
  const t = useTranslations("leagues");
  const text = useViolationText();
  const errorText = useActionErrorText();
  const [name, setName] = useState("");
  const [game, setGame] = useState("");
  const [seasonStart, setSeasonStart] = useState("");
  const [seasonEnd, setSeasonEnd] = useState("");
  const [points, setPoints] = useState(DEFAULT_POINTS_TABLE.join(", "));
  const [violations, setViolations] = useState<Violation[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const table = points
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    startTransition(async () => {
      const result = await createLeagueAction({
        name,
        game: game || null,
        seasonStart: seasonStart || null,
        seasonEnd: seasonEnd || null,
        pointsTable: table,
      });
      setViolations(result.violations);
      setMessage(result.violations.length > 0 ? t("fixErrors") : errorText(result));
    });
  }

  const field = (name: string) => messagesFor(violations, name, text);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Panel>
        <label className="block text-lg font-semibold" htmlFor="league-name">
          {t("name")}
        </label>
        <input
          id="league-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          className={inputClass}
          placeholder={t("namePlaceholder")}
          aria-describedby="league-name-error"
        />
        <FieldError id="league-name-error" messages={field("name")} />
        <label className="mt-4 block text-lg font-semibold" htmlFor="league-game">
          {t("gameFilter")}
        </label>
        <select id="league-game" value={game} onChange={(e) => setGame(e.target.value)} className={inputClass}>
          <GameChoices />
        </select>
        <div className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
          <label className="block font-semibold">
            {t("seasonStart")}
            <input
              type="date"
              value={seasonStart}
              onChange={(e) => setSeasonStart(e.target.value)}
              className={inputClass}
            />
          </label>
          <label className="block font-semibold">
            {t("seasonEnd")}
            <input
              type="date"
              value={seasonEnd}
              onChange={(e) => setSeasonEnd(e.target.value)}
              className={inputClass}
            />
          </label>
        </div>
        <FieldError id="season-error" messages={[...field("seasonStart"), ...field("seasonEnd")]} />
        <label className="mt-4 block text-lg font-semibold" htmlFor="league-points">
          {t("pointsTable")}
        </label>
        <p className="text-sm text-stone-600">{t("pointsHelp")}</p>
        <input
          id="league-points"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          className={`${inputClass} tabular`}
          inputMode="numeric"
          aria-describedby="league-points-error"
        />
        <FieldError
          id="league-points-error"
          messages={violations.filter((v) => v.field?.startsWith("pointsTable")).map(text)}
        />
      </Panel>
      <FieldError id="league-errors" messages={message ? [message] : []} />
      <Button type="submit" disabled={pending} className="w-full text-xl">
        {pending ? t("creating") : t("create")}
      </Button>
    </form>
  );
}
