"use client";
import { useTranslations } from "next-intl";
import { nameKey } from "@/lib/sessions/names";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";

/** Players from this phone's recent games: one tap seats them. */
export function RecentNames({
  names,
  taken,
  onPick,
}: {
  names: string[];
  taken: string[];
  onPick: (name: string) => void;
}) {
  const t = useTranslations("entry.setup");
  const seated = new Set(taken.map(nameKey));
  const open = names.filter((name) => !seated.has(nameKey(name)));
  if (names.length === 0) return null;
  return (
    <Panel title={t("suggestions")}>
      {/* A chip is as wide as its name, up to the whole line. At large text (a narrow box in rem) a size step down,
          less padding and no "+", so a long name still fits whole on one line; a least width keeps a short one a pill
          rather than a circle. */}
      <div className="@container flex flex-wrap gap-2" data-testid="recent-names">
        {open.map((name) => (
          <button
            key={name}
            type="button"
            onClick={() => onPick(name)}
            aria-label={t("suggest", { name })}
            className="min-h-12 min-w-20 max-w-full rounded-full bg-felt-50 px-4 text-lg font-semibold wrap-break-word text-felt-900 ring-1 ring-felt-600 @max-xs:px-[10px] @max-xs:text-base"
          >
            <span aria-hidden className="@max-xs:hidden">
              +{" "}
            </span>
            <Name>{name}</Name>
          </button>
        ))}
      </div>
    </Panel>
  );
}
