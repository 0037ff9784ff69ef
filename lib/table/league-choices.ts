import "server-only";
import type { GameId } from "../games/types";
import { leagueTokenFor } from "../leagues/cookies";
import { listLeagues } from "../leagues/data";
import { recentIds } from "../recent/cookies";

/**
 * The leagues a game page may offer to file its game into: those this phone opened recently and holds the token of
 * (the league cookies reach every game page), that count this game.
 */
export async function leaguesToFileInto(game: GameId): Promise<Array<{ id: string; name: string }>> {
  const ids: string[] = [];
  for (const id of await recentIds("league")) if (await leagueTokenFor(id)) ids.push(id);
  const leagues = await listLeagues(ids);
  return leagues.filter((l) => l.game === null || l.game === game).map(({ id, name }) => ({ id, name }));
}
