import type { MetadataRoute } from "next";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";

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
  };
}
