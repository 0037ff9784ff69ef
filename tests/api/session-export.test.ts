// GET /api/v1/sessions/:id/export?format=csv|json: one game as a file (issue 11, "share a result").
import { describe, expect, it } from "vitest";
import { GET as exportSession, POST as postExport } from "@/app/api/v1/sessions/[id]/export/route";
import { expectError, ninesSession } from "./client";

async function download(id: string, query = "") {
  const response = await exportSession(new Request(`http://deckside.test/api/v1/sessions/${id}/export${query}`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("GET sessions/:id/export", () => {
  it("gives every round's score and running total per player, and the final ranks, as CSV", async () => {
    const s = await ninesSession(["Ann", "Ben, Jr.", "=HYPERLINK(1)"]);
    await s.play("Ann", { "Ben, Jr.": 10, "=HYPERLINK(1)": 20 });
    await s.play("Ben, Jr.", { Ann: 12, "=HYPERLINK(1)": 5 });
    const csv = await download(s.id, "?format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="deckside-nines-${today}.csv"`);
    expect(csv.text.split("\r\n")).toEqual([
      "round,tiebreak,name,score,total,rank,strikes,tokens",
      "1,no,Ann,0,0,,,",
      '1,no,"Ben, Jr.",10,10,,,',
      // A name that a spreadsheet would run as a formula is text (the league export's rule).
      "1,no,'=HYPERLINK(1),20,20,,,",
      "2,no,Ann,12,12,,,",
      '2,no,"Ben, Jr.",0,10,,,',
      "2,no,'=HYPERLINK(1),5,25,,,",
      'final,,"Ben, Jr.",,10,1,,',
      "final,,Ann,,12,2,,",
      "final,,'=HYPERLINK(1),,25,3,,",
      "",
    ]);
  });

  it("gives the same game as JSON, names beside ids, readable without a token", async () => {
    const s = await ninesSession();
    await s.play("Cem", { Ann: 7, Ben: 3 });
    const json = await download(s.id);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = JSON.parse(json.text);
    expect(body).toMatchObject({ id: s.id, game: "nines", status: "active", winners: [] });
    expect(body.players.map((p: any) => p.name)).toEqual(["Ann", "Ben", "Cem"]);
    expect(body.rounds).toEqual([
      {
        number: 1,
        tiebreak: false,
        players: [
          { id: s.ids.Ann, name: "Ann", score: 7, total: 7 },
          { id: s.ids.Ben, name: "Ben", score: 3, total: 3 },
          { id: s.ids.Cem, name: "Cem", score: 0, total: 0 },
        ],
      },
    ]);
    expect(body.standings.map((row: any) => [row.name, row.score, row.rank])).toEqual([
      ["Cem", 0, 1],
      ["Ben", 3, 2],
      ["Ann", 7, 3],
    ]);
  });

  it("refuses an unknown format and an unknown game in the API's error shape", async () => {
    const s = await ninesSession();
    const wrong = await download(s.id, "?format=xlsx");
    expectError({ status: wrong.status, body: JSON.parse(wrong.text) }, 400, "invalid_body");
    const missing = await download("nope");
    expectError({ status: missing.status, body: JSON.parse(missing.text) }, 404, "not_found");
    const post = await postExport(
      new Request(`http://deckside.test/api/v1/sessions/${s.id}/export`, { method: "POST" }),
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});
