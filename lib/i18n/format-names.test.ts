import { describe, expect, it } from "vitest";
import { formatNames } from "./format-names";

describe("formatNames", () => {
  it("lists names with the reader's word for and", () => {
    expect(formatNames(["Ann", "Ben", "Cem"], "de")).toBe("Ann, Ben und Cem");
    expect(formatNames(["Ann", "Ben", "Cem"], "nl")).toBe("Ann, Ben en Cem");
    expect(formatNames(["Ann", "Ben"], "en")).toBe("Ann and Ben");
  });

  it("leaves a single name alone and an empty list empty", () => {
    expect(formatNames(["Ann"], "nl")).toBe("Ann");
    expect(formatNames([], "en")).toBe("");
  });
});
