// The phone's light/dark choice: "system" follows the phone's setting, "light" and "dark" hold whatever it says.
// Kept in this browser's storage (nothing the server renders depends on it), applied before the first paint by the
// page's head script (components/head-script.ts) and at once by the switch (components/theme/theme-switch.tsx).

export const THEME_KEY = "deckside-theme";
export const THEMES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEMES)[number];

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** Keeps the choice and turns the page over at once (app/globals.css keys its dark colours on data-theme). */
export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // No storage (a private window): the choice holds for this page only.
  }
  const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}
