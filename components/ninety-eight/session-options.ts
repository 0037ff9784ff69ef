import { type NinetyEightOptions, ninetyEightOptionsSchema } from "@/lib/games/ninety-eight/options";
import { sidesOf } from "@/lib/games/ninety-eight/teams";
import type { SessionView } from "@/lib/sessions/types";

/** The session's options as the engine reads them (defaults if they somehow do not parse). */
export function optionsOf(session: Pick<SessionView, "options">): NinetyEightOptions {
  const parsed = ninetyEightOptionsSchema.safeParse(session.options);
  return parsed.success ? parsed.data : ninetyEightOptionsSchema.parse({});
}

/** What scores together at this table: the teams of two (partners opposite), or every player alone. */
export function sidesOfSession(session: Pick<SessionView, "options" | "players">): string[][] {
  return sidesOf(
    session.players.map((p) => p.id),
    optionsOf(session).teams,
  );
}
