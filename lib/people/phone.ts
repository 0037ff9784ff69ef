import "server-only";
import { KEEP, recentIds } from "../recent/cookies";
import { loadPhoneGames, type PhoneGame } from "./data";

/** Every game this phone knows: its own (the recent-games list) and its leagues' newest. */
export async function thisPhonesGames(): Promise<PhoneGame[]> {
  const [sessions, leagues] = await Promise.all([recentIds("session"), recentIds("league")]);
  return loadPhoneGames(sessions.slice(0, KEEP), leagues);
}
