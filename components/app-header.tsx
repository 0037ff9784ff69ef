import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme/theme-switch";
import { LogoIcon } from "./ui/icons";

export async function AppHeader() {
  const t = await getTranslations("app");
  return (
    <header className="bg-brand text-on-brand">
      <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 px-3 py-2">
        <Link href="/" className="flex min-h-12 items-center gap-2 text-xl font-extrabold tracking-tight">
          <LogoIcon />
          Deckside
          <span className="sr-only"> – {t("home")}</span>
        </Link>
        {/* At 200 % text the theme button and the languages no longer fit one row beside the name: they wrap. */}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <ThemeSwitch
            labels={{ group: t("theme"), system: t("themeSystem"), light: t("themeLight"), dark: t("themeDark") }}
          />
          <LanguageSwitch current={await getLocale()} label={t("language")} />
        </div>
      </div>
    </header>
  );
}
