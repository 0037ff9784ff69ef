import { describe, expect, it } from "vitest";
import { MAX_PHONE_NAME, phoneNameSchema } from "./schema";

// A phone's self-chosen name (presence, issue 28): trimmed; 1–30 characters with one visible; no control characters.

const codeOf = (value: unknown) => {
  const parsed = phoneNameSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0] as { params?: { code?: string } }).params?.code;
};

describe("phoneNameSchema", () => {
  it("keeps a name trimmed, up to the limit", () => {
    expect(phoneNameSchema.parse("  Ben's phone ")).toBe("Ben's phone");
    expect(phoneNameSchema.parse("x".repeat(MAX_PHONE_NAME))).toBe("x".repeat(MAX_PHONE_NAME));
    expect(phoneNameSchema.parse("<script>")).toBe("<script>");
  });

  it("refuses an empty, blank, too long, invisible or control-character name with its code", () => {
    expect(codeOf("")).toBe("phone_name_required");
    expect(codeOf("   ")).toBe("phone_name_required");
    expect(codeOf("x".repeat(MAX_PHONE_NAME + 1))).toBe("phone_name_too_long");
    expect(codeOf("\u200b\u3164")).toBe("name_invisible");
    expect(codeOf("Ben\tphone")).toBe("name_control_character");
    expect(phoneNameSchema.safeParse(12).success).toBe(false);
  });
});
