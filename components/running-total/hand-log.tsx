"use client";
import { useTranslations } from "next-intl";

/** Everything tapped in this hand, newest first, so a mistake is easy to spot before undoing it. */
export function HandLog({ lines }: { lines: string[] }) {
  const t = useTranslations("runningTotal");
  return (
    <section aria-labelledby="log-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="log-title" className="text-lg font-bold">
        {t("log")}
      </h2>
      {lines.length === 0 ? (
        <p className="text-stone-600">{t("logEmpty")}</p>
      ) : (
        <ol reversed className="mt-1 divide-y divide-stone-100" data-testid="hand-log">
          {[...lines].reverse().map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
            <li key={lines.length - index} className="py-1.5 text-stone-800">
              {line}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 border-t border-stone-100 pt-2 text-sm text-stone-600">{t("turnHelp")}</p>
    </section>
  );
}
