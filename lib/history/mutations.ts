import "server-only";
import { newId } from "../auth/token";
import { type Sql, sql } from "../sql/types";
import type { ChangeKind } from "./types";

/**
 * Writes one line of the session's history. Called inside the transaction that changes the round (after it has
 * taken the session's write lock), so the change and its record land together or not at all. `seq` is the
 * session's new version, which that lock moved on by one: no two writers take the same number.
 */
export async function recordChange(
  tx: Sql,
  change: {
    sessionId: string;
    seq: number;
    kind: ChangeKind;
    round: number;
    entry: string;
    previous?: string;
    /** The write's idempotency key: unique per session, so a second write with it fails here (lib/table/rounds.ts). */
    requestKey?: string;
    /** When it happened: the round's own time, so a repeat can show the round as written (request-keys.ts). */
    at?: Date;
  },
): Promise<void> {
  // Plain SQL on the hot path's executor: every round write makes this insert, and the ORM's query building cost
  // more than the write itself (docs/decisions/018-fast-server-path.md, 021).
  await tx.run(sql`
    INSERT INTO "RoundChange" ("id", "seq", "at", "sessionId", "kind", "round", "entry", "previous", "requestKey")
    VALUES (${newId()}, ${change.seq}, ${change.at ?? new Date()}, ${change.sessionId}, ${change.kind}, ${change.round},
      ${change.entry}, ${change.previous ?? null}, ${change.requestKey ?? null})`);
}
