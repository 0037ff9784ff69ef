import type { AnyGame, Violation } from "../games/types";
import { issueDetail } from "../i18n/zod-issues";
import { createSessionSchema } from "../sessions/schema";
import { setupViolations } from "../sessions/setup";
import type { BornCreate } from "./born-games";

// Pure: a game started without a network is checked on the phone by the same schema and table checks as the
// server's create (lib/sessions/mutations.ts prepareSession), so what the phone accepts the server accepts later.

const asViolations = (issues: Parameters<typeof issueDetail>[0][]): Violation[] =>
  issues.map(issueDetail).map(({ path, ...issue }) => ({ ...issue, field: path }));

export function checkBorn(game: AnyGame, create: BornCreate): Violation[] {
  const { playerIds: _, ...input } = create;
  const parsed = createSessionSchema.safeParse(input);
  if (!parsed.success) return asViolations(parsed.error.issues);
  const options = game.optionsSchema.safeParse(parsed.data.options ?? {});
  if (!options.success) return asViolations(options.error.issues);
  return setupViolations(game, parsed.data, options.data);
}
