"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { matchesSearch } from "@/lib/recent/search";
import { CrownIcon } from "../ui/icons";
import { Name } from "../ui/name";
import { Pill } from "../ui/pill";

export interface HistoryItem {
  id: string;
  gameName: string;
  players: string[];
  /** The players as one line, for a game without rounds yet (no standings to show). */
  playerList: string;
  finished: boolean;
  status: string;
  when: string;
  won: string | null;
  standings: { name: string; rank: number; text: string; winner: boolean }[];
}

/** Games shown at first and added by each "Show more": a phone screen or two. */
const PAGE = 10;

/** This phone's games with winner and scores, searchable by player and game, a page at a time. */
export function GameHistory({ items }: { items: HistoryItem[] }) {
  const t = useTranslations("entry.history");
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(PAGE);
  const matching = items.filter((item) => matchesSearch(item, query));
  const visible = matching.slice(0, shown);
  const more = Math.min(PAGE, matching.length - visible.length);
  return (
    <section aria-labelledby="recent-heading" className="space-y-3">
      <h2 id="recent-heading" className="text-xl font-bold text-stone-800">
        {t("title")}
      </h2>
      {items.length > 1 ? (
        <label className="block">
          <span className="text-base font-semibold text-stone-700">{t("search")}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setShown(PAGE);
            }}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className="mt-1 block min-h-12 w-full rounded-xl bg-white px-4 text-lg ring-1 ring-stone-300 focus:outline-3 focus:outline-amber-500"
          />
        </label>
      ) : null}
      <p className="text-sm text-stone-600" aria-live="polite" data-testid="history-count">
        {matching.length === 0
          ? t("noMatch", { query: query.trim() })
          : t("count", { shown: visible.length, total: matching.length })}
      </p>
      <ul className="space-y-2">
        {visible.map((item) => (
          <li key={item.id}>
            <Link
              href={`/sessions/${item.id}`}
              data-testid="history-game"
              className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-felt-600 focus-visible:outline-3 focus-visible:outline-amber-500"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-lg font-bold">{item.gameName}</span>
                <Pill tone={item.finished ? "green" : "amber"}>{item.status}</Pill>
              </div>
              {item.standings.length > 0 ? (
                <ol className="mt-2 flex flex-wrap gap-2 text-base text-stone-800">
                  {item.standings.map((s) => (
                    <li
                      key={s.name}
                      className={`rounded-lg px-2 py-0.5 ${s.winner ? "bg-amber-50 font-bold text-felt-900 ring-1 ring-amber-300" : "bg-stone-100"}`}
                    >
                      {s.winner ? <CrownIcon className="mr-1 inline size-4 align-[-2px] text-amber-600" /> : null}
                      <span className="text-stone-600">{s.rank}.</span> <Name>{s.name}</Name>{" "}
                      <span className="tabular font-semibold">{s.text}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-1 text-stone-700">{item.playerList}</p>
              )}
              <p className="mt-1 text-sm text-stone-600">
                {item.when}
                {item.won ? ` · ${item.won}` : ""}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button
          type="button"
          onClick={() => setShown((count) => count + PAGE)}
          className="min-h-12 w-full rounded-xl bg-white text-lg font-semibold text-felt-800 ring-1 ring-stone-300"
        >
          {t("showMore", { count: more })}
        </button>
      ) : null}
    </section>
  );
}

/** While this phone's games load: the heading and grey cards where they will be. */
export function GameHistorySkeleton() {
  const t = useTranslations("entry.history");
  return (
    <section aria-busy="true" className="space-y-2">
      <h2 className="text-xl font-bold text-stone-800">{t("title")}</h2>
      <p className="text-sm text-stone-600" role="status">
        {t("loading")}
      </p>
      {[0, 1, 2].map((n) => (
        <div key={n} aria-hidden className="h-28 animate-pulse rounded-2xl bg-stone-200/70" />
      ))}
    </section>
  );
}
