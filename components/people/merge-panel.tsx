"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MERGES_COOKIE, mergesCookie, parseMerges } from "@/lib/people/merges";
import { merged, unmerged } from "@/lib/people/names";
import { Button } from "../ui/button";
import { Name } from "../ui/name";

/** The merges as this phone keeps them now (the cookie the page was rendered with may be older). */
function currentMerges() {
  const pair = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${MERGES_COOKIE}=`));
  return parseMerges(pair?.slice(MERGES_COOKIE.length + 1));
}

function keep(change: (merges: ReturnType<typeof currentMerges>) => ReturnType<typeof currentMerges>) {
  // The value is built and checked by mergesCookie (lib/people/merges.ts); the Cookie Store API is missing from older
  // Safari and Firefox.
  // biome-ignore lint/suspicious/noDocumentCookie: one assignment of a cookie string built in one tested place.
  document.cookie = mergesCookie(change(currentMerges()), location.protocol === "https:");
}

/**
 * Merging another spelling into this person, and undoing a merge: one tap each. Kept on this phone, like its list of
 * games (docs/people.md); the page renders again with it.
 */
export function MergePanel({
  personKey,
  name,
  others,
  mergedHere,
}: {
  personKey: string;
  name: string;
  /** Other people on this phone (key and shown name), most games first. */
  others: { key: string; name: string }[];
  /** Spellings merged straight into this person. */
  mergedHere: { key: string; name: string }[];
}) {
  const t = useTranslations("people");
  const router = useRouter();
  // Nobody chosen at first: one tap must not merge whoever happens to come first in the list.
  const [chosen, setChosen] = useState("");
  return (
    <div className="space-y-3">
      <p className="text-base text-stone-700">{t("mergeHelp", { name })}</p>
      {others.length === 0 ? (
        <p className="text-base text-stone-600">{t("nobodyToMerge")}</p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            keep((merges) => merged(merges, chosen, personKey));
            router.refresh();
          }}
        >
          <label className="block min-w-[min(10rem,100%)] flex-1">
            <span className="text-base font-semibold text-stone-700">{t("mergeChoose")}</span>
            <select
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="mt-1 block min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300"
              data-testid="merge-choice"
            >
              <option value="">—</option>
              {others.map((other) => (
                <option key={other.key} value={other.key}>
                  {other.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" data-testid="merge" disabled={chosen === ""}>
            {t("mergeButton", { name })}
          </Button>
        </form>
      )}
      {mergedHere.length > 0 ? (
        <div>
          <h3 className="text-base font-bold text-stone-800">{t("merged")}</h3>
          <ul className="mt-1 space-y-2">
            {mergedHere.map((spelling) => (
              <li key={spelling.key} className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold">
                  <Name>{spelling.name}</Name>
                </span>
                <Button
                  variant="secondary"
                  data-testid={`unmerge-${spelling.key}`}
                  onClick={() => {
                    keep((merges) => unmerged(merges, spelling.key));
                    router.refresh();
                  }}
                >
                  {t("unmerge", { name: spelling.name })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
