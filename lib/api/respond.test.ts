import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../errors";
import { answerBytes, answerResponse, errorResponse, handle, handleAnswer, json } from "./respond";

// One error runner (handleAnswer; handle is it for handlers that give a Response) and one answer, whether its body
// is a value or JSON's bytes already (the kept session JSON): the front and the routes send the same.

async function whole(response: Response) {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

describe("an answer's bytes", () => {
  it("are the same Response whether the body is the value or its JSON already serialized", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom(200, 201, 404, 503), async (value, status) => {
        const bytes = Buffer.from(JSON.stringify(value));
        const fromValue = await whole(answerResponse({ status, body: value }));
        expect(await whole(answerResponse({ status, body: bytes }))).toEqual(fromValue);
        expect(fromValue).toEqual(await whole(json(value, status)));
        expect(Buffer.from(answerBytes({ status, body: value })).toString()).toBe(fromValue.body);
        expect(answerBytes({ status, body: bytes })).toBe(bytes);
      }),
    );
  });

  it("carries the answer's own headers", async () => {
    const response = answerResponse({ status: 503, body: Buffer.from("{}"), headers: { "Retry-After": "5" } });
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("content-type")).toBe("application/json");
  });
});

describe("the error runner", () => {
  it("gives what the handler gives", async () => {
    const answer = { status: 201, body: { ok: true } };
    expect(await handleAnswer(async () => answer)).toBe(answer);
    const response = json({ ok: true });
    expect(await handle(async () => response)).toBe(response);
  });

  it("maps a thrown error to the same answer both ways: an AppError, the database away, a bug", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const errors = [
        new AppError("stale_round", "Round 3 is next.", { expected: 3 }),
        new AppError("not_found", "No such session."),
        Object.assign(new Error("connect"), { code: "ECONNREFUSED" }),
        new Error("a bug's text must not leak"),
      ];
      const seen: Array<[number, string]> = [];
      for (const error of errors) {
        const fromAnswer = answerResponse(
          await handleAnswer(async () => {
            throw error;
          }),
        );
        const fromResponse = await handle(async () => {
          throw error;
        });
        const expected = await whole(errorResponse(error));
        expect(await whole(fromAnswer)).toEqual(expected);
        expect(await whole(fromResponse)).toEqual(expected);
        expect(expected.body).not.toContain("leak");
        seen.push([expected.status, JSON.parse(expected.body).error.code]);
      }
      expect(seen).toEqual([
        [409, "stale_round"],
        [404, "not_found"],
        [503, "unavailable"],
        [500, "internal"],
      ]);
    } finally {
      quiet.mockRestore();
    }
  });
});
