import { getTranslations } from "next-intl/server";
import type { StandingsFilter } from "@/lib/leagues/schema";
import { GameChoices } from "./game-choices";

const inputClass = "mt-1 block min-h-11 w-full rounded-lg bg-white px-2 ring-1 ring-stone-300";

/** Filter by game and season (date range): a plain GET form, so the filtered table has its own address. */
export async function StandingsFilters({ filter }: { filter: StandingsFilter }) {
  const t = await getTranslations("leagues");
  return (
    <form
      method="get"
      className="grid grid-cols-2 gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
      aria-label={t("filter")}
    >
      <label className="col-span-2 text-sm font-semibold">
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
      <button type="submit" className="col-span-2 min-h-11 rounded-lg bg-felt-700 font-semibold text-white">
        {t("apply")}
      </button>
    </form>
  );
}
