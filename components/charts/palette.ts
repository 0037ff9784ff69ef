// Distinct, colour-blind-friendly line colours (Okabe-Ito), then darker repeats.
export const LINE_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#7F3C8D"];

export function colourFor(index: number): string {
  return LINE_COLOURS[index % LINE_COLOURS.length]!;
}
