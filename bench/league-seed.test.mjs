import { describe, expect, it } from "vitest";
import { SUMMARY_FORMAT } from "@/lib/sessions/summary";
import { SEED_SUMMARY_FORMAT } from "./league-seed.mjs";

describe("the bench's generated league", () => {
  it("marks its games' summaries in the current format, so a server started on it has none to repair", () => {
    expect(SEED_SUMMARY_FORMAT).toBe(SUMMARY_FORMAT);
  });
});
