// A league game's "Keep score on another phone" link carries that game's own token, never the league's: one
// scanned QR code must not hand over the whole league. The cookie jar (next/headers) is stood in for; the rest is
// the real code against this file's database.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLeagueAction } from "@/lib/leagues/actions";
import { leagueTokenFor } from "@/lib/leagues/cookies";
import { shareTokenFor, tokenFor } from "@/lib/table/cookies";
import { api, expectError } from "./client";
import { leagues } from "./league-client";

const jar = vi.hoisted(() => new Map<string, { value: string; path?: string; secure?: boolean }>());
const forwardedProto = vi.hoisted(() => ({ value: null as string | null }));

vi.mock("next/headers", () => ({
  headers: async () => new Headers(forwardedProto.value ? { "x-forwarded-proto": forwardedProto.value } : {}),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (first: string | { name: string; value: string }, value?: string, options?: object) =>
      typeof first === "string" ? jar.set(first, { value: value ?? "", ...options }) : jar.set(first.name, first),
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

beforeEach(() => {
  jar.clear();
  forwardedProto.value = null;
});

/** A league and a Nines game filed into it through the API; this phone holds only the league's cookie. */
async function leagueGame() {
  const created = await leagues.create({ name: "Friday club" });
  const league = { id: created.body.id as string, token: created.body.token as string };
  const game = await leagues.createSession(
    { game: "nines", players: ["Ann", "Ben"], leagueId: league.id },
    league.token,
  );
  expect(game.status).toBe(201);
  jar.set(`deckside-league-games-${league.id}`, { value: league.token });
  const ids = Object.fromEntries(game.body.players.map((p: any) => [p.name, p.id])) as Record<string, string>;
  return { league, session: { id: game.body.id as string, token: game.body.token as string, ids } };
}

describe("share link of a league game", () => {
  it("a phone holding only the league cookie shares a token that works for this game and not for the league", async () => {
    const { league, session } = await leagueGame();
    expect(await tokenFor(session.id)).toBe(league.token);
    const shared = await shareTokenFor(session.id);
    expect(shared).toBeTruthy();
    expect(shared).not.toBe(league.token);
    // It is the game's own token: the one the API handed out when the game was created.
    expect(shared).toBe(session.token);
    // It works for the game...
    const round = await api.addRound(
      session.id,
      { winner: session.ids.Ann, hands: { [session.ids.Ben!]: 5 } },
      shared!,
    );
    expect(round.status, JSON.stringify(round.body)).toBe(201);
    // ...and not for the league: filing another game or renaming a member is refused.
    expectError(
      await leagues.createSession({ game: "nines", players: ["Ann", "Cem"], leagueId: league.id }, shared!),
      401,
      "unauthorized",
    );
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string }>;
    expectError(await leagues.rename(league.id, members[0]!.id, "Anna", shared!), 401, "unauthorized");
  });

  it("the phone that created the game shares its own token; a phone with no token shares nothing", async () => {
    const { league, session } = await leagueGame();
    jar.clear();
    expect(await shareTokenFor(session.id)).toBeNull();
    jar.set(`deckside-edit-${session.id}`, { value: session.token });
    expect(await shareTokenFor(session.id)).toBe(session.token);
    // A cookie holding the league token under the game's name (or any stranger's token) is never shared.
    jar.set(`deckside-edit-${session.id}`, { value: league.token });
    expect(await shareTokenFor(session.id)).toBeNull();
  });

  it("a game outside any league shares its own token only", async () => {
    const created = await api.createSession({ game: "nines", players: ["Ann", "Ben"] });
    jar.set(`deckside-edit-${created.body.id}`, { value: created.body.token });
    expect(await shareTokenFor(created.body.id)).toBe(created.body.token);
  });
});

describe("league cookie", () => {
  it("is kept for the league's pages, the new-game page and the game pages only; Secure over HTTPS", async () => {
    forwardedProto.value = "https";
    const result = await createLeagueAction({ name: "Saturday club" }).catch((error: Error) => error.message);
    const id = /redirect \/leagues\/(\S+)/.exec(String(result))?.[1] ?? "";
    expect(id).not.toBe("");
    const kept = [...jar.entries()].filter(([name]) => name.startsWith("deckside-league")).map(([, cookie]) => cookie);
    expect(kept.map((cookie) => cookie.path).sort()).toEqual([`/leagues/${id}`, "/new", "/sessions"].sort());
    for (const cookie of kept) expect(cookie.secure).toBe(true);
    expect(await leagueTokenFor(id)).toBeTruthy();
  });
});
