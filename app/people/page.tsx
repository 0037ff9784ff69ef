import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Name } from "@/components/ui/name";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { phoneMerges } from "@/lib/people/cookies";
import { personPath } from "@/lib/people/names";
import { thisPhonesGames } from "@/lib/people/phone";
import { peopleOf } from "@/lib/people/stats";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("people"))("title") };
}

/** Everyone who played this phone's games (and its leagues'), most games first. */
export default async function PeoplePage() {
  const t = await getTranslations("people");
  const people = peopleOf(await thisPhonesGames(), await phoneMerges());
  return (
    <div className="space-y-4 wrap-break-word">
      <h1 className="text-2xl font-extrabold text-felt-900">{t("title")}</h1>
      <p className="text-lg text-stone-700">{t("intro")}</p>
      {people.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-lg text-stone-600 ring-1 ring-stone-200">
          {t("empty")}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="people">
          {/* px-3, not 4: at 200 % text a twelve-letter name ("Bartholomäus") fits its line whole. */}
          {people.map((person) => (
            <li key={person.key}>
              <Link
                href={personPath(person.key)}
                className="block min-h-12 rounded-xl bg-white px-3 py-2 shadow-sm ring-1 ring-stone-200 hover:bg-stone-50"
              >
                <span className="block text-lg font-bold">
                  <Name>{person.name}</Name>
                </span>
                <span className="block text-sm text-stone-600">
                  {t("summary", { played: person.played, wins: person.wins })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
