import type { SessionSnapshot } from "@/lib/offline/types";
import type { SessionView } from "@/lib/sessions/types";

/** Changes with every saved, edited or undone round (the round page ignores it; the router's cache does not). */
export function stateKey(session: {
  updatedAt: string;
  rounds: ReadonlyArray<Pick<SessionView["rounds"][number], "updatedAt">>;
}): string {
  const times = [session.updatedAt, ...session.rounds.map((r) => r.updatedAt)].map(Date.parse);
  return `${session.rounds.length}-${Math.max(...times)}`;
}

/**
 * The same key from the rounds the server has confirmed (the store's snapshot), leaving out this phone's waiting
 * rounds: the round form's address must stay the one this phone kept for offline use while rounds wait.
 */
export function confirmedStateKey(snapshot: Pick<SessionSnapshot, "updatedAt" | "times">): string {
  return stateKey({ updatedAt: snapshot.updatedAt, rounds: snapshot.times });
}
