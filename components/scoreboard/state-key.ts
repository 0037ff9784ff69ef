import type { SessionView } from "@/lib/sessions/types";

/** Changes with every saved, edited or undone round (the round page ignores it; the router's cache does not). */
export function stateKey(session: Pick<SessionView, "updatedAt" | "rounds">): string {
  const times = [session.updatedAt, ...session.rounds.map((r) => r.updatedAt)].map(Date.parse);
  return `${session.rounds.length}-${Math.max(...times)}`;
}
