import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/button";

export default async function NotFound() {
  const t = await getTranslations("errors");
  return (
    <div className="space-y-4 py-8 text-center">
      <h1 className="text-2xl font-extrabold">{t("notFoundTitle")}</h1>
      <p className="text-lg text-stone-700">{t("notFoundText")}</p>
      <LinkButton href="/">{t("home")}</LinkButton>
    </div>
  );
}
