import Link from "next/link";
import { getTranslations } from "next-intl/server";

const linkClass =
  "flex min-h-11 items-center justify-center rounded-lg px-3 py-1 text-center font-semibold text-felt-800 ring-1 ring-stone-300 hover:ring-felt-600";

/** Older and newer pages of the league's evenings: plain links, so every page has its own address. */
export async function EveningsPager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("leagues");
  return (
    <nav aria-label={t("eveningsPages")} className="mt-3 space-y-2" data-testid="evenings-pager">
      <p className="text-center text-sm text-stone-600">{t("eveningsPage", { page, pages })}</p>
      <div className="grid grid-cols-2 gap-2">
        {page > 1 ? (
          <Link href={hrefOf(page - 1)} className={linkClass} rel="prev">
            {t("newerEvenings")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={hrefOf(page + 1)} className={`${linkClass} col-start-2`} rel="next">
            {t("olderEvenings")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
