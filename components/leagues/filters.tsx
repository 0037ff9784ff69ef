import { getTranslations } from "next-intl/server";
import type { StandingsFilter } from "@/lib/leagues/schema";
import { GameChoices } from "./game-choices";

// Paddings in px: at a large text size a date's field needs the room.
const inputClass = "mt-1 block min-h-11 w-full rounded-lg bg-white px-[8px] ring-1 ring-stone-300";

/**
 * Filter by game and season (date range): a plain GET form, so the filtered table has its own address. Folded under a
 * disclosure after the table: open, the form is about 400 px high, and it came before the standings (issue 28).
 */
export async function StandingsFilters({ filter }: { filter: StandingsFilter }) {
  const t = await getTranslations("leagues");
  return (
    <details className="mt-2" data-testid="standings-filter">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-felt-700 underline">{t("filter")}</summary>
      <form
        method="get"
        // The two dates side by side; one under the other at large text, where half a row would cut a date's field.
        className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2 rounded-xl bg-stone-50 p-[12px] ring-1 ring-stone-200"
        aria-label={t("filter")}
      >
        <label className="col-span-full text-sm font-semibold">
          {t("gameFilter")}
          <select name="game" defaultValue={filter.game ?? ""} className={inputClass}>
            <GameChoices />
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("from")}
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={inputClass} />
        </label>
        <label className="text-sm font-semibold">
          {t("to")}
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />
        </label>
        <button type="submit" className="col-span-full min-h-11 rounded-lg bg-felt-700 font-semibold text-white">
          {t("apply")}
        </button>
      </form>
    </details>
  );
}
