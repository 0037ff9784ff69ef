import { describe, expect, it } from "vitest";
import { restoreProblem } from "./restore-problem";

const error = (code: string, message = "", details?: { reason?: string }) => ({ error: { code, message, details } });

describe("what the restore form says for a refused import", () => {
  it("says another restore is running, with the server's wait, only for the import's own 503", () => {
    expect(restoreProblem(503, error("unavailable", "busy", { reason: "import_running" }), "10")).toEqual({
      key: "restoreBusy",
      values: { seconds: 10 },
    });
    // The database being down is a 503 too: no word of another restore then.
    expect(restoreProblem(503, error("unavailable", "database"), "5")).toEqual({ key: "restoreFailed" });
  });

  it("says too many restores came from here for a 429, with the wait (a missing or odd Retry-After: 10 s)", () => {
    expect(restoreProblem(429, error("rate_limited"), "25")).toEqual({
      key: "restoreTooOften",
      values: { seconds: 25 },
    });
    expect(restoreProblem(429, error("rate_limited"), null)).toEqual({
      key: "restoreTooOften",
      values: { seconds: 10 },
    });
    expect(restoreProblem(429, error("rate_limited"), "soon")).toEqual({
      key: "restoreTooOften",
      values: { seconds: 10 },
    });
  });

  it("keeps the other answers: too large, not a backup, damaged, rules, anything else", () => {
    expect(restoreProblem(413, error("payload_too_large"), null)).toEqual({ key: "restoreTooLarge" });
    expect(restoreProblem(400, error("invalid_json"), null)).toEqual({ key: "restoreNotBackup" });
    expect(restoreProblem(400, error("invalid_body", "The backup is not valid (format): x"), null)).toEqual({
      key: "restoreNotBackup",
    });
    expect(restoreProblem(400, error("invalid_body", "sessions.1.id"), null)).toEqual({
      key: "restoreDamaged",
      values: { detail: "sessions.1.id" },
    });
    expect(restoreProblem(422, error("rule_violation", "Game 1"), null)).toEqual({
      key: "restoreRules",
      values: { detail: "Game 1" },
    });
    expect(restoreProblem(500, error("internal"), null)).toEqual({ key: "restoreFailed" });
  });
});
