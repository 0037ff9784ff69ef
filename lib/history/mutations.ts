import "server-only";
import { newId } from "../auth/token";
import type { Prisma } from "../generated/prisma/client";
import type { ChangeKind } from "./types";

/**
 * Writes one line of the session's history. Called inside the transaction that changes the round (after it has
 * taken the session's write lock), so the change and its record land together or not at all. `seq` is the
 * session's new version, which that lock moved on by one: no two writers take the same number.
 */
export async function recordChange(
  tx: Prisma.TransactionClient,
  change: { sessionId: string; seq: number; kind: ChangeKind; round: number; entry: string; previous?: string },
): Promise<void> {
  await tx.roundChange.create({
    data: {
      id: newId(),
      seq: change.seq,
      at: new Date(),
      sessionId: change.sessionId,
      kind: change.kind,
      round: change.round,
      entry: change.entry,
      previous: change.previous ?? null,
    },
  });
}
