// The scoreboard page cache (lib/front/scoreboard-cache.ts) answers a view from memory while the session's stamp
// is unchanged. Its trust rests on this: every write that changes what the scoreboard shows changes the stamp, and
// reads change nothing. "What it shows" is the session as the page reads it (the API's Session: the same object).
import { describe, expect, it } from "vitest";
import { POST as postLeague } from "@/app/api/v1/sessions/[id]/league/route";
import { POST as postRematch } from "@/app/api/v1/sessions/[id]/rematch/route";
import { tokenMatches } from "@/lib/auth/token";
import { scoreboardStamp } from "@/lib/sessions/data";
import { api, ninesSession } from "./client";
import { leagues } from "./league-client";

function post(path: string, token: string, body?: unknown): Request {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  return new Request(`http://deckside.test${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
}

/** The session as the scoreboard renders it, and its stamp. */
async function snapshot(id: string) {
  const view = await api.getSession(id);
  return { view: view.status === 200 ? JSON.stringify(view.body) : null, stamp: await scoreboardStamp(id) };
}

/** Runs a write and insists: if the page's data changed, so did the stamp; `changes` says whether it must. */
async function across(id: string, write: () => Promise<unknown>, changes: boolean) {
  const before = await snapshot(id);
  await write();
  const after = await snapshot(id);
  if (changes) expect(after.view).not.toBe(before.view);
  if (after.view !== before.view) expect(after.stamp).not.toEqual(before.stamp);
  return after;
}

describe("the scoreboard's stamp", () => {
  it("stays the same across reads, so views of an unchanged game can share one render", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const first = await scoreboardStamp(s.id);
    await api.getSession(s.id);
    await api.getSession(s.id);
    expect(await scoreboardStamp(s.id)).toEqual(first);
    expect(first).toMatchObject({ leagueId: null });
    // The hash the cache checks a scoring phone's edit cookie against, as canEdit does: the game's own token only.
    expect(tokenMatches(s.token, first?.tokenHash ?? "")).toBe(true);
    expect(tokenMatches("wrong", first?.tokenHash ?? "")).toBe(false);
  });

  it("changes with every round write: add, edit, undo (delete the last), and the game's end", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 2 });
    await across(s.id, () => s.play("Ann", { Ben: 5, Cem: 7 }), true);
    await across(s.id, () => api.putRound(s.id, 1, s.entry("Ben", { Ann: 2, Cem: 3 }), s.token), true);
    // The same entry again: refused or a no-op, and the invariant still holds.
    await across(s.id, () => api.putRound(s.id, 1, s.entry("Ben", { Ann: 2, Cem: 3 }), s.token), false);
    await across(s.id, () => s.play("Cem", { Ann: 5, Ben: 4 }), true);
    expect((await api.getSession(s.id)).body.status).toBe("finished");
    await across(s.id, () => api.deleteRound(s.id, 2, s.token), true);
    await across(s.id, () => api.deleteRound(s.id, 1, s.token), true);
    // Refused writes change nothing.
    await across(s.id, () => api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 }), "wrong"), false);
  });

  it("changes when the game is filed into a league, and is gone with the game", async () => {
    const league = (await leagues.create({ name: "Stamp club" })).body;
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const filed = await across(
      s.id,
      () =>
        postLeague(
          post(`/api/v1/sessions/${s.id}/league`, s.token, { leagueId: league.id, leagueToken: league.token }),
          {
            params: Promise.resolve({ id: s.id }),
          },
        ),
      true,
    );
    expect(filed.stamp?.leagueId).toBe(league.id);
    // A rematch is a new game: the old one's page stays as it was (the live feed points phones at the new one).
    await across(
      s.id,
      () => postRematch(post(`/api/v1/sessions/${s.id}/rematch`, s.token), { params: Promise.resolve({ id: s.id }) }),
      false,
    );
    await across(s.id, () => leagues.deleteSession(s.id, s.token), true);
    expect(await scoreboardStamp(s.id)).toBeNull();
  });

  it("covers the league's member edits (rename, merge): whatever of them the page shows", async () => {
    const league = (await leagues.create({ name: "Members" })).body;
    const game = (
      await leagues.createSession(
        { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 }, leagueId: league.id },
        league.token,
      )
    ).body;
    const other = (
      await leagues.createSession(
        { game: "nines", players: ["Annie", "Dan", "Eve"], leagueId: league.id },
        league.token,
      )
    ).body;
    const [ann, ben, cem] = game.players.map((p: { id: string }) => p.id);
    await across(
      game.id,
      () => api.addRound(game.id, { winner: ann, hands: { [ben]: 1, [cem]: 2 } }, league.token),
      true,
    );
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
    const annMember = members.find((m) => m.name === "Ann")!;
    const annie = members.find((m) => m.name === "Annie")!;
    await across(game.id, () => leagues.rename(league.id, annMember.id, "Anna", league.token), false);
    await across(game.id, () => leagues.merge(league.id, annie.id, annMember.id, league.token), false);
    expect(other.id).not.toBe(game.id);
  });
});
