import { sidesOf } from "@/lib/games/ninety-eight/teams";
import type { SessionView } from "@/lib/sessions/types";

/**
 * What scores together at this table: the teams of two (partners opposite), or every player alone. Read from the
 * session's options as the server checked and stored them (defaults filled in), without the options' zod schema: the
 * round form's adapter runs in the browser too (the form in place over the scoreboard).
 */
export function sidesOfSession(session: Pick<SessionView, "options" | "players">): string[][] {
  return sidesOf(
    session.players.map((p) => p.id),
    session.options.teams === true,
  );
}
