import { describe, expect, it } from "vitest";
import { copyName, sameLeagueName } from "./copy-name";

describe("copyName", () => {
  it("keeps a name no league on this phone has", () => {
    expect(copyName("Thursday club", ["Friday club"])).toBe("Thursday club");
    expect(copyName("Thursday club", [])).toBe("Thursday club");
  });

  it("numbers a copy of a name already there, and the next free number after that", () => {
    expect(copyName("Thursday club", ["Thursday club"])).toBe("Thursday club (2)");
    expect(copyName("Thursday club", ["Thursday club", "Thursday club (2)"])).toBe("Thursday club (3)");
  });

  it("counts a different case or outer spaces as the same name", () => {
    expect(sameLeagueName(" thursday CLUB", "Thursday club")).toBe(true);
    expect(copyName("Thursday club", ["thursday club "])).toBe("Thursday club (2)");
  });

  it("shortens a 60-character name so the copy's name is still a valid league name", () => {
    const long = "x".repeat(60);
    const copy = copyName(long, [long]);
    expect(copy).toHaveLength(60);
    expect(copy.endsWith(" (2)")).toBe(true);
  });
});
