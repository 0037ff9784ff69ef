import { getTranslations } from "next-intl/server";
import type { GameId } from "@/lib/games/types";
import { GAME_UIS } from "../games/registry";

/** The rules this table plays by: every variant in force at a glance, and the game's summary on request. */
export async function RulesInForce({ game, options }: { game: GameId; options: Record<string, unknown> }) {
  const t = await getTranslations("scoreboard");
  const tg = await getTranslations("games");
  const to = await getTranslations(`${game}.options`);
  const replaced = new Set(
    GAME_UIS[game].optionFields.flatMap((f) =>
      f.kind === "optionalNumber" && f.replaces && options[f.name] !== null ? [f.replaces] : [],
    ),
  );
  const inForce = GAME_UIS[game].optionFields.flatMap((field) => {
    const value = options[field.name];
    if (replaced.has(field.name) || value === null || value === undefined || value === false) return [];
    // A choice may name its values in words (`<option>.values.<value>`); numbers read as they are.
    const shown = to.has(`${field.name}.values.${String(value)}`)
      ? to(`${field.name}.values.${String(value)}`)
      : String(value);
    const text = field.kind === "boolean" ? to(`${field.name}.label`) : `${to(`${field.name}.label`)}: ${shown}`;
    return [{ name: field.name, text, help: to(`${field.name}.help`) }];
  });
  return (
    <section
      aria-labelledby="rules-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="rules"
    >
      <h2 id="rules-heading" className="text-xl font-bold">
        {t("rulesInForce")}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {inForce.map((rule) => (
          <li key={rule.name} className="rounded-full bg-felt-100 px-3 py-1 font-semibold text-felt-900">
            {rule.text}
          </li>
        ))}
      </ul>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-felt-700">{t("howItWorks")}</summary>
        <p className="text-stone-700">{tg(`${game}.summary`)}</p>
        <ul className="mt-2 space-y-1">
          {inForce.map((rule) => (
            <li key={rule.name} className="text-stone-700">
              <strong>{rule.text}.</strong> {rule.help}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
