import type { AnyGame } from "@/lib/games/types";
import type { GameUi } from "./types";

// What the registry tests check of every game at run time, beyond what the types demand (docs/adding-a-game.md):
// used for the product's games (registry.test.ts) and the toy game's fixture (tests/fixtures/toy-game/).

/** A React component: a function, or what memo/lazy/next/dynamic make (an object React marks with $$typeof). */
const isComponent = (value: unknown) =>
  typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);

/** The parts of one game, as its registries hold them. */
export interface GameParts {
  id: string;
  engine: AnyGame | { id: string } | null | undefined;
  ui: GameUi<string> | undefined;
  /** The API's referee (`null`: none); the referee page must agree. */
  referee: { id: string } | null | undefined;
}

/** Each part missing or wrong, in words; empty when the game is complete. */
export function missingParts({ id, engine, ui, referee }: GameParts): string[] {
  const problems: string[] = [];
  if (engine?.id !== id) problems.push(`engine: ${engine ? `registered under "${engine.id}"` : "missing"}`);
  if (!ui) return [...problems, "ui: missing"];
  if (ui.id !== id) problems.push(`ui: registered under "${ui.id}"`);
  if (!isComponent(ui.engine)) problems.push("ui.engine: not a component");
  if (!isComponent(ui.roundForm)) problems.push("ui.roundForm: not a component");
  // null is a game's explicit "none"; anything else must be a component.
  if (!(ui.referee === null || isComponent(ui.referee))) problems.push("ui.referee: neither a component nor null");
  if (!(ui.roundSummary === null || isComponent(ui.roundSummary)))
    problems.push("ui.roundSummary: neither a component nor null");
  if (referee === undefined) problems.push("referee: missing (null for a game without one)");
  else if (referee !== null && referee.id !== id) problems.push(`referee: registered under "${referee.id}"`);
  if (((referee ?? null) === null) !== (ui.referee === null))
    problems.push("referee: a referee page without API checks, or checks without a page");
  if (engine && "optionsSchema" in engine) {
    const options = Object.keys(engine.optionsSchema.parse({}) as object).sort();
    const fields = ui.optionFields.map((f) => f.name).sort();
    if (options.join() !== fields.join())
      problems.push(`ui.optionFields: ${fields.join(", ") || "none"} for the options ${options.join(", ")}`);
  }
  return problems;
}
