// Run once when public/icons/icon.svg changes: `node scripts/make-icons.mjs`. Writes the PNG icons the web app manifest
// names (public/icons/) and the home-screen icon for iOS (public/icons/apple-icon.png). Chromium wants 192 and 512 px PNGs, and a "maskable" one whose picture stays inside the
// middle 80 % (the launcher cuts it to a circle or squircle). sharp comes with Next.js (image optimisation).
import { readFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/icons/icon.svg", "utf8").trim();
// Maskable: the felt fills the whole square (no rounded corners, the launcher rounds) and the card shrinks to 75 % (its corners stay inside that circle).
const inner = svg
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>$/, "")
  .replace(/<title>.*?<\/title>/, "");
const [, background = "", card = ""] = /^(<rect[^>]*\/>)(.*)$/.exec(inner) ?? [];
const fill = /fill="([^"]+)"/.exec(background)?.[1] ?? "#14532d";
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(8 8) scale(0.75)">${card}</g></svg>`;

const outputs = [
  { file: "icon-192.png", size: 192, source: svg },
  { file: "icon-512.png", size: 512, source: svg },
  { file: "maskable-192.png", size: 192, source: maskable },
  { file: "maskable-512.png", size: 512, source: maskable },
  // The favicon the root layout names: a PNG, because Chromium downloads the favicon again on every client-side
  // navigation and decodes an SVG one by building a whole SVG document on the page's main thread (60-220 ms at 4x CPU
  // per tap, docs/decisions/028-instant-taps.md); a 48 px PNG decodes in well under a millisecond.
  { file: "icon-48.png", size: 48, source: svg },
  // The apple-touch-icon the root layout names (iOS rounds the corners itself).
  { file: "apple-icon.png", size: 180, source: maskable },
];
for (const { file, size, source } of outputs) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
  console.log(`public/icons/${file}`);
}
