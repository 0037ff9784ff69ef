import { getTranslations } from "next-intl/server";
import { LinkButton } from "../ui/button";

/** Home's way to the people of this phone's games (their wins, streaks and head-to-head). */
export async function PeopleLink() {
  const t = await getTranslations("people");
  return (
    <LinkButton href="/people" variant="secondary" className="w-full" data-testid="people-link">
      {t("peopleLink")}
    </LinkButton>
  );
}
