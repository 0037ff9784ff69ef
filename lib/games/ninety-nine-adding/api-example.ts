// The API reference's example round (lib/openapi): Ben cannot play without going over 99 and loses a token
// (rule sheet 004).
import type { ApiExample } from "../api-example";

export const ninetyNineAddingApiExample = {
  game: "ninety-nine-adding",
  summary: "Ben busts and loses a token",
  entry: { bust: "p-ben" },
} as const satisfies ApiExample<"ninety-nine-adding">;
