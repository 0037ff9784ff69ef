import { type NinetyEightOptions, ninetyEightOptionsSchema } from "@/lib/games/ninety-eight/options";
import type { SessionView } from "@/lib/sessions/types";

/** The session's options as the engine reads them (defaults if they somehow do not parse). */
export function optionsOf(session: Pick<SessionView, "options">): NinetyEightOptions {
  const parsed = ninetyEightOptionsSchema.safeParse(session.options);
  return parsed.success ? parsed.data : ninetyEightOptionsSchema.parse({});
}
