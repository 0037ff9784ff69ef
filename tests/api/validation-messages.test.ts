import { describe, expect, it } from "vitest";
import { POST as createLeague } from "@/app/api/v1/leagues/route";
import { POST as createSession } from "@/app/api/v1/sessions/route";

// The pages translate a schema's refusal by its code; the API keeps answering the English sentence, whatever
// language the caller's browser or cookie asks for, and lists each issue's code beside it.
function german(path: string, body: unknown): Request {
  return new Request(`http://deckside.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "de-DE,de;q=0.9", cookie: "NEXT_LOCALE=nl" },
    body: JSON.stringify(body),
  });
}

describe("schema messages in the API", () => {
  it("a nameless player: 400 with the English sentence and the issue's code", async () => {
    const response = await createSession(german("/api/v1/sessions", { game: "nines", players: ["Ann", " "] }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("invalid_body");
    expect(error.message).toBe("The session is not valid (players.1): A player needs a name.");
    expect(error.details.issues).toEqual([
      { path: "players.1", message: "A player needs a name.", code: "name_required" },
    ]);
  });

  it("a league name too long: the English sentence, the code and its limit", async () => {
    const response = await createLeague(german("/api/v1/leagues", { name: "x".repeat(61) }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toMatch(/League names are at most 60 characters\./);
    expect(error.details.issues).toEqual([
      {
        path: "name",
        message: "League names are at most 60 characters.",
        code: "league_name_too_long",
        params: { max: 60 },
      },
    ]);
  });

  it("zod's own refusals keep zod's English sentence, with zod's code and numbers", async () => {
    const players = Array.from({ length: 13 }, (_, i) => `P${i}`);
    const response = await createSession(german("/api/v1/sessions", { game: "nines", players }));
    const { error } = await response.json();
    expect(error.details.issues).toEqual([
      {
        path: "players",
        message: "Too big: expected array to have <=12 items",
        code: "too_big",
        params: { origin: "array", maximum: 12 },
      },
    ]);
    expect(error.message).toBe("The session is not valid (players): Too big: expected array to have <=12 items.");
  });
});
