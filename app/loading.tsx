import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("app");
  return (
    <div role="status" aria-live="polite" className="flex justify-center py-16">
      <span className="size-10 animate-spin rounded-full border-4 border-felt-100 border-t-felt-700" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
