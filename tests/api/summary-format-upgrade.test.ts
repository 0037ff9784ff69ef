// Rows stored in summary format 1 (the summary's plain JSON) after the upgrade to format 2 (the compact text,
// lib/sessions/summary-codec.ts): the two derive the same, so reads use the old text as it is, the start-up backfill
// leaves them alone (no pass over every session), and their next round write stores the compact text
// (docs/decisions/008-stored-summary.md, "Old rows").
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listSessions } from "@/lib/sessions/data";
import { backfillSummaries } from "@/lib/sessions/mutations";
import { computeSummary, READ_SINCE_FORMAT, SUMMARY_FORMAT, storedSummary } from "@/lib/sessions/summary";
import { api } from "./client";

async function row(id: string) {
  return (await db.gameSession.findUnique({ where: { id }, include: { players: true, rounds: true } }))!;
}

/** Plays `rounds` rounds of Nines (three players) or Ninety-Eight (four, some out of the game). */
async function playedSession(game: "nines" | "ninety-eight", rounds: number) {
  const players = game === "nines" ? ["Ann", "Ben", "Cem"] : ["Ann", "Ben", "Cem", "Dan"];
  const created = await api.createSession({ game, players });
  expect(created.status).toBe(201);
  const ids: string[] = created.body.players.map((p: { id: string }) => p.id);
  let playing: string[] = created.body.participants;
  for (let r = 0; r < rounds; r++) {
    // Ninety-Eight: everyone but the round's survivor takes a strike, so players go out of the game.
    const body =
      game === "nines"
        ? { winner: ids[r % 3], hands: Object.fromEntries(ids.filter((_, i) => i !== r % 3).map((id) => [id, 1 + r])) }
        : { eliminated: playing.filter((_, i) => i !== r % playing.length) };
    const added = await api.addRound(created.body.id, body, created.body.token);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    playing = added.body.session.participants;
  }
  if (game === "ninety-eight") expect(playing).toHaveLength(3);
  return { id: created.body.id as string, token: created.body.token as string, ids };
}

describe("sessions stored in summary format 1", () => {
  it("are read as they are, left alone by the backfill, and written compact at their next round", async () => {
    expect([READ_SINCE_FORMAT, SUMMARY_FORMAT]).toEqual([1, 2]);
    const nines = await playedSession("nines", 12);
    const ids = [nines.id, (await playedSession("ninety-eight", 3)).id];
    const before = new Map<string, { read: unknown; text: string }>();
    for (const id of ids) {
      const stored = await row(id);
      const read = (await api.getSession(id)).body;
      // Exactly what format 1 wrote: JSON.stringify of the summary.
      const text = JSON.stringify(computeSummary(stored));
      await db.gameSession.update({
        where: { id },
        data: { summary: text, summaryFormat: 1, updatedAt: stored.updatedAt },
      });
      expect(JSON.stringify(storedSummary(await row(id)))).toBe(text);
      expect((await api.getSession(id)).body).toStrictEqual(read);
      before.set(id, { read, text });
    }
    expect((await listSessions(ids)).map((item) => item.rounds).sort((a, b) => a - b)).toEqual([3, 12]);

    expect(await backfillSummaries()).toBe(0);
    for (const id of ids) {
      const stored = await row(id);
      expect([stored.summaryFormat, stored.summary]).toEqual([1, before.get(id)!.text]);
    }

    const [ann, ben, cem] = nines.ids;
    const next = await api.addRound(nines.id, { winner: ann, hands: { [ben!]: 4, [cem!]: 5 } }, nines.token);
    expect(next.status).toBe(201);
    const played = await row(nines.id);
    expect(played.summaryFormat).toBe(2);
    expect(JSON.stringify(storedSummary(played))).toBe(JSON.stringify(computeSummary(played)));
    expect(storedSummary(played)!.rounds).toHaveLength(13);
    expect(played.summary!.length).toBeLessThan(before.get(nines.id)!.text.length);
  });

  it("a format outside the ones read is recomputed on read and rewritten by the backfill", async () => {
    const { id } = await playedSession("nines", 4);
    const stored = await row(id);
    const read = (await api.getSession(id)).body;
    await db.gameSession.update({
      where: { id },
      data: { summary: "{}", summaryFormat: READ_SINCE_FORMAT - 1, updatedAt: stored.updatedAt },
    });
    expect(storedSummary(await row(id))).toBeNull();
    expect((await api.getSession(id)).body).toStrictEqual(read);
    expect(await backfillSummaries()).toBe(1);
    const rewritten = await row(id);
    expect(rewritten.summaryFormat).toBe(SUMMARY_FORMAT);
    expect(rewritten.updatedAt).toEqual(stored.updatedAt);
    expect(JSON.stringify(storedSummary(rewritten))).toBe(JSON.stringify(computeSummary(rewritten)));
  });
});
