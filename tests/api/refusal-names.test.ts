// Issue 26: a refusal names players by their names, never by their internal ids (Nines' round_exceeds_deck said
// "DFHIRqa7DJ6YJRnNCTNQNA 300 and wvK6Xsc6dR1fQwNTjCwVKQ 300 together are ..."). The violation's field and params
// still carry the ids, which is what a client matches its inputs by.
import { describe, expect, it } from "vitest";
import { GET as backupRoute } from "@/app/api/v1/leagues/[id]/backup/route";
import { POST as importRoute } from "@/app/api/v1/leagues/import/route";
import { api, expectError, ninesSession } from "./client";
import { leagues } from "./league-client";

const base = "http://deckside.test";

/** No id of `ids` anywhere in the error's messages, the headline's and each violation's. */
function mentionsNoId(error: any, ids: string[]) {
  const messages = [error.message, ...(error.details?.violations ?? []).map((v: any) => v.message)];
  for (const message of messages) for (const id of ids) expect(message).not.toContain(id);
}

describe("refusals name players", () => {
  it("replacing a round with two typed totals that do not fit the deck: named by name (PUT)", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"]);
    await s.play("Ann", { Ben: 5, Cem: 4 });
    const error = expectError(
      await api.putRound(s.id, 1, s.entry("Ann", { Ben: 300, Cem: 300 }), s.token),
      422,
      "rule_violation",
      /^Ben 300 and Cem 300 together are more than one deck holds \(363\)\.$/,
    );
    expect(error.details.violations[0]).toMatchObject({ field: `hands.${s.ids.Ben}`, message: error.message });
    mentionsNoId(error, Object.values(s.ids));
  });

  it("a name that spells another player's id is not replaced twice", async () => {
    const first = await ninesSession(["Ann", "Ben", "Cem"]);
    // A player named exactly like Ben's id at another table: ids are per player, names are whatever was typed.
    const s = await ninesSession(["Ann", first.ids.Ben!, "Cem"]);
    const odd = first.ids.Ben!;
    const error = expectError(
      await api.addRound(s.id, s.entry("Ann", { [odd]: 300, Cem: 300 }), s.token),
      422,
      "rule_violation",
      new RegExp(`^${odd} 300 and Cem 300 together`),
    );
    mentionsNoId(error, Object.values(s.ids));
  });

  it("merging two members who played the same game names both", async () => {
    const created = await leagues.create({ name: "Thursday club" });
    const league = { id: created.body.id as string, token: created.body.token as string };
    await leagues.createSession({ game: "nines", players: ["Ann", "Ben"], leagueId: league.id }, league.token);
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
    const [ann, ben] = ["Ann", "Ben"].map((name) => members.find((m) => m.name === name)!.id);
    const error = expectError(
      await leagues.merge(league.id, ann!, ben!, league.token),
      422,
      "rule_violation",
      /^"Ann" and "Ben" played in the same game/,
    );
    expect(error.details.violations[0]).toMatchObject({
      code: "merge_same_game",
      params: { from: "Ann", into: "Ben" },
    });
  });

  it("a league backup whose round does not fit the deck: the import's refusal names the players", async () => {
    const created = await leagues.create({ name: "Thursday club" });
    const league = { id: created.body.id as string, token: created.body.token as string };
    const game = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben", "Cem"], leagueId: league.id },
      league.token,
    );
    const ids = Object.fromEntries(game.body.players.map((p: any) => [p.name, p.id])) as Record<string, string>;
    const played = await api.addRound(
      game.body.id,
      { winner: ids.Ann, hands: { [ids.Ben!]: 5, [ids.Cem!]: 4 } },
      league.token,
    );
    expect(played.status).toBe(201);
    const document = await (
      await backupRoute(
        new Request(`${base}/api/v1/leagues/${league.id}/backup`, {
          headers: { authorization: `Bearer ${league.token}` },
        }),
        { params: Promise.resolve({ id: league.id }) },
      )
    ).json();
    const session = document.sessions[0];
    const refs = Object.fromEntries(session.players.map((p: any) => [p.name, p.id])) as Record<string, string>;
    session.rounds[0].entry = { winner: refs.Ann, hands: { [refs.Ben!]: 300, [refs.Cem!]: 300 } };
    const response = await importRoute(
      new Request(`${base}/api/v1/leagues/import`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(document),
      }),
    );
    const error = expectError(
      { status: response.status, body: await response.json() },
      422,
      "rule_violation",
      /round 1: Ben 300 and Cem 300 together are more than one deck holds \(363\)\.$/,
    );
    mentionsNoId(error, [...Object.values(ids), ...Object.values(refs)]);
  });
});
