// The API reference's example round (lib/openapi): Ben cannot play without going over 99 and loses a token
// (rule sheet 004).
export const ninetyNineAddingApiExample = {
  game: "ninety-nine-adding",
  summary: "Ben busts and loses a token",
  entry: { bust: "p-ben" },
} as const;
