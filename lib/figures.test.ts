import { describe, expect, it } from "vitest";
import { FIGURE_FORMAT, figureText } from "./figures";

describe("figureText", () => {
  it("writes a rating of 26.64 as the chart does, one decimal in the reader's language", () => {
    expect(figureText(26.64, "en")).toBe("26.6");
    expect(figureText(26.64, "de")).toBe("26,6");
    expect(figureText(26.64, "nl")).toBe("26,6");
  });

  it("drops a trailing zero: a whole figure stays whole", () => {
    expect(figureText(27, "en")).toBe("27");
    expect(figureText(25.0, "de")).toBe("25");
  });

  it("rounds half away from zero at the first decimal, as Intl does for every page", () => {
    expect(figureText(26.66, "en")).toBe("26.7");
    expect(figureText(-3.25, "en")).toBe("-3.3");
    expect(FIGURE_FORMAT.maximumFractionDigits).toBe(1);
  });
});
