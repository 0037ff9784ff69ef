import type { MetadataRoute } from "next";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";

const PHONE_SHOT = { sizes: "780x1688", type: "image/png", form_factor: "narrow" } as const;

// The web app manifest (/manifest.webmanifest): what "Add to home screen" installs. Icons: scripts/make-icons.mjs.
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getPlainTranslations("install");
  return {
    id: "/",
    name: "Deckside",
    short_name: t("shortName"),
    description: t("description"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    // The header's felt green and the page's stone background, so the splash screen matches the first paint.
    theme_color: "#17603f",
    background_color: "#f5f5f4",
    categories: ["games", "utilities"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    // What the install sheet shows before installing (e2e/manifest-screenshots.spec.ts takes them from the build):
    // a phone at 390x844 CSS pixels (2x), and a tablet held sideways.
    screenshots: [
      { ...PHONE_SHOT, src: "/screenshots/scoreboard.png", label: t("screenshotScoreboard") },
      { ...PHONE_SHOT, src: "/screenshots/new-game.png", label: t("screenshotNewGame") },
      {
        src: "/screenshots/wide.png",
        sizes: "1280x800",
        type: "image/png",
        form_factor: "wide",
        label: t("screenshotWide"),
      },
    ],
  };
}
