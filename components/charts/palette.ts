// Distinct, colour-blind-friendly line colours (Okabe-Ito), then darker repeats. The shared result's PNG draws
// with these (components/share/chart-image.ts).
export const LINE_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#7F3C8D"];

export function colourFor(index: number): string {
  return LINE_COLOURS[index % LINE_COLOURS.length]!;
}

// The same colours on the pages' charts, as text colours (a line and its legend swatch draw in currentColor). In the
// dark scheme the two that fall below 3:1 against the dark panel turn lighter: black follows the theme's black
// (light in the dark), the purple a lighter purple (6.3:1); the others keep their hue (3.3–7.5:1).
const LINE_CLASSES = [
  "text-[#0072B2]",
  "text-[#D55E00]",
  "text-[#009E73]",
  "text-[#CC79A7]",
  "text-[#E69F00]",
  "text-[#56B4E9]",
  "text-black",
  "text-[#7F3C8D] dark:text-[#C08BD0]",
];

export function lineClass(index: number): string {
  return LINE_CLASSES[index % LINE_CLASSES.length]!;
}
