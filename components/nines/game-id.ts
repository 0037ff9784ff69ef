// The game's id on its own, for registries that must not import the game's UI module (it carries the options' zod
// schema): components/games/shell-parts.ts.
export const NINES_ID = "nines" as const;
