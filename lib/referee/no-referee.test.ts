import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionView } from "../sessions/types";

// A game may have no referee (docs/adding-a-game.md): `null` in lib/games/referee-registry.ts. All four games have one
// today, so Nines stands in for such a game here; the API answers 404 for it and documents no checks.

vi.mock("../games/referee-registry", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../games/referee-registry")>();
  return {
    ...actual,
    refereeOf: (game: string) => (game === "nines" ? null : actual.refereeOf(game as never)),
    refereeCheck: (game: string, name: string) => (game === "nines" ? null : actual.refereeCheck(game as never, name)),
  };
});

const session = vi.hoisted(() => ({ current: null as Partial<SessionView> | null }));
vi.mock("../sessions/data", () => ({
  getSession: async () => session.current,
}));

const { refereeInSession, refereeStateless, refereeTable } = await import("./checks");
const { openApiDocument } = await import("../openapi/document");

const nines = { id: "s-1", game: "nines", options: {}, players: [], participants: [], next: null } as const;

describe("a game without a referee", () => {
  beforeEach(() => {
    session.current = nines as unknown as SessionView;
  });

  it("answers 404 on the stateless checks, naming the game", () => {
    expect(() => refereeStateless("nines", "play", { body: { top: "7H", card: "7S" } })).toThrow(
      expect.objectContaining({ code: "not_found", message: "The nines game has no referee checks." }),
    );
  });

  it("answers 404 on a session's checks and its referee table", async () => {
    await expect(refereeInSession("s-1", "play", { body: {} })).rejects.toMatchObject({ code: "not_found" });
    await expect(refereeTable("s-1")).rejects.toMatchObject({
      code: "not_found",
      message: "The nines game has no referee checks.",
    });
  });

  it("has no referee paths in the API document; the other games keep theirs", () => {
    const paths = Object.keys((openApiDocument() as { paths: object }).paths);
    expect(paths.filter((path) => path.startsWith("/api/v1/games/nines/"))).toEqual([]);
    expect(paths).toContain("/api/v1/games/ninety-eight/referee/total");
  });
});
