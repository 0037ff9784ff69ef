import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { type Color, formatHex, parse, wcagContrast } from "culori";

// What "readable at the table" means, measured in the browser: the checks behind the layout, accessibility and
// verdict suites. Each returns the problems it found (empty when the page passes), so a failure names them all.

/**
 * How far the page scrolls sideways (0 when it fits the screen), and the innermost elements that stick out past the
 * screen's right edge (outside a scrolling box of their own), to name the culprit when it does.
 */
export async function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = Math.max(0, document.documentElement.scrollWidth - width);
    // A page that does not scroll sideways has nothing sticking out, unless the page itself clips what does: only
    // then is every element searched (the search touches every element, the slowest part of the check).
    const clips = [document.documentElement, document.body].some((e) => getComputedStyle(e).overflowX !== "visible");
    if (overflow === 0 && !clips) return { overflow: 0, culprits: [] };
    const inScroller = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (/(auto|scroll|hidden)/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    // An element sticks out, or only its text does (a long word wider than its box).
    const textRight = (element: Element) => {
      let right = 0;
      // Visually hidden text (sr-only) is clipped to its 1 px box: it shows nowhere.
      if (element.getBoundingClientRect().width <= 1) return right;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    };
    const out = [...document.querySelectorAll("body *")].filter(
      (element) =>
        Math.max(element.getBoundingClientRect().right, textRight(element)) > width + 0.5 && !inScroller(element),
    );
    if (overflow === 0 && out.length === 0) return { overflow: 0, culprits: [] };
    const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
    return {
      overflow,
      culprits: innermost
        .slice(0, 5)
        .map(
          (e) =>
            `<${e.tagName.toLowerCase()} class="${e.getAttribute("class")?.slice(0, 80) ?? ""}"> ${e.textContent?.trim().slice(0, 30) ?? ""} (right ${Math.round(Math.max(e.getBoundingClientRect().right, textRight(e)))})`,
        ),
    };
  });
}

/** The header's controls (home link, language switch) that are not fully on the screen. */
export async function headerOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header a, header button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth + 0.5;
      })
      .map((element) => element.textContent?.trim() || element.outerHTML.slice(0, 60)),
  );
}

/** Text cut off by an ellipsis (`truncate`) although the page is meant to wrap it. */
export async function truncatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        // Form controls draw their own ellipsis (a file input's "No file chosen").
        if (element.tagName === "INPUT") return false;
        return style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? ""),
  );
}

/** Visible controls smaller than 44×44 CSS pixels (a checkbox or radio counts with its label). */
export async function smallTargets(page: Page, minimum = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      "a[href], button, select, textarea, summary, input:not([type=hidden]), [role=button], [role=radio], [role=checkbox], [role=switch], [role=tab], [role=link]";
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const input = control as HTMLInputElement;
      const target =
        control.tagName === "INPUT" && (input.type === "checkbox" || input.type === "radio")
          ? (control.closest("label") ?? control)
          : control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not shown (closed details, display none, a board under the round form in place: content-visibility
      // hidden) or visually hidden on purpose (sr-only).
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || !target.checkVisibility()) continue;
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = control.getAttribute("aria-label") || control.textContent?.trim() || control.outerHTML;
        problems.push(`${name.slice(0, 50)} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return problems;
  }, minimum);
}

/** A text run as the browser shows it: its colour and the stack of backgrounds behind it, innermost first. */
interface TextSample {
  text: string;
  color: string;
  backgrounds: string[];
  opacity: number;
  large: boolean;
}

/** Samples every visible text of a part of the page (whole page by default), from computed styles. */
async function textSamples(page: Page, root?: Locator): Promise<TextSample[]> {
  const sample = (scope: Element | null) => {
    const out: {
      text: string;
      color: string;
      backgrounds: string[];
      opacity: number;
      large: boolean;
    }[] = [];
    const start = scope ?? document.body;
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const element = node.parentElement;
      if (!text || !element || element.closest("svg, [disabled], script, style, noscript, title")) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // sr-only and hidden text
      const style = getComputedStyle(element);
      // checkVisibility: not drawn under a content-visibility: hidden ancestor (the board under the form in place).
      if (style.visibility === "hidden" || style.display === "none" || !element.checkVisibility()) continue;
      const backgrounds: string[] = [];
      let opacity = 1;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const s = getComputedStyle(at);
        opacity *= Number(s.opacity);
        backgrounds.push(s.backgroundColor);
      }
      const size = Number.parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      out.push({ text, color: style.color, backgrounds, opacity, large: size >= 24 || (bold && size >= 18.66) });
    }
    return out;
  };
  return root ? root.evaluate(sample) : page.evaluate(sample, null);
}

type Rgb = { r: number; g: number; b: number };
function toRgb(css: string): Rgb & { alpha: number } {
  const parsed = parse(css) as Color | undefined;
  if (!parsed) throw new Error(`Unreadable colour ${css}`);
  const hex = formatHex(parsed); // converts lab()/oklch() to sRGB, clamped to the gamut as a screen shows it
  const rgb = parse(hex) as { r: number; g: number; b: number };
  return { r: rgb.r, g: rgb.g, b: rgb.b, alpha: parsed.alpha ?? 1 };
}
const over = (top: Rgb & { alpha: number }, below: Rgb): Rgb => ({
  r: top.r * top.alpha + below.r * (1 - top.alpha),
  g: top.g * top.alpha + below.g * (1 - top.alpha),
  b: top.b * top.alpha + below.b * (1 - top.alpha),
});
const css = ({ r, g, b }: Rgb) => `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;

/** The contrast of one sample: the backgrounds composed from the page down, then the text's colour on them. */
export function contrastOf(sample: Pick<TextSample, "color" | "backgrounds" | "opacity">): number {
  let background: Rgb = { r: 1, g: 1, b: 1 }; // the canvas behind everything
  for (const layer of [...sample.backgrounds].reverse()) background = over(toRgb(layer), background);
  const text = toRgb(sample.color);
  const shown = over({ ...text, alpha: text.alpha * sample.opacity }, background);
  return wcagContrast(css(shown), css(background));
}

/** Texts below 4.5:1 (large text below 3:1), described with their figures. */
export async function lowContrast(page: Page, root?: Locator): Promise<string[]> {
  // Colours fade in (`transition-colors`) after a change of scheme: measure the settled colours.
  // The new scheme reaches the page's styles with the next frames (then its transitions exist); only transitions
  // end (an endless animation would never finish), and never wait past a second.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  });
  const samples = await textSamples(page, root);
  return samples
    .map((s) => ({ s, ratio: contrastOf(s) }))
    .filter(({ s, ratio }) => ratio < (s.large ? 3 : 4.5))
    .map(({ s, ratio }) => `"${s.text.slice(0, 40)}" ${ratio.toFixed(2)}:1 (${s.color} on ${s.backgrounds[0]})`);
}

/** How many texts a contrast check looked at (so a check that saw nothing fails instead of passing). */
export async function textCount(page: Page, root?: Locator): Promise<number> {
  return (await textSamples(page, root)).length;
}

/**
 * axe-core's serious and critical violations, with "visible label in the accessible name" (an experimental rule
 * the default run skips) switched on. Colour contrast is measured by lowContrast: axe cannot read lab()/oklch().
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Contrast is measured by lowContrast (axe's rule is the slowest, and cannot read these colours anyway).
    .options({
      rules: { "label-content-name-mismatch": { enabled: true }, "color-contrast": { enabled: false } },
      // Only the violations are read: axe need not describe every passing node.
      resultTypes: ["violations"],
    })
    // In the page itself: the default mode opens a blank page per run to merge frame results (the app has no
    // frames), which was most of axe's time on a busy machine.
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} (${n.failureSummary?.split("\n")[1] ?? ""})`));
}

/** Is the element entirely inside the viewport (the part of the page a person sees without scrolling)? */
export async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

/**
 * Words a line break cuts in two ("Poin/ts"), in the visible texts under `selector`: every word's pieces (a range's
 * boxes) must sit on one line. Hyphens, soft hyphens, dashes and slashes are places a word may break at.
 */
export async function wordsBrokenMidWord(page: Page, selector = "body"): Promise<string[]> {
  return page.evaluate((scope) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(scope)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        // Not shown (also under a content-visibility: hidden ancestor), or visually hidden on purpose (sr-only).
        if (!element || element.getBoundingClientRect().width <= 1 || !element.checkVisibility()) continue;
        // A soft hyphen (U+00AD, put into a long compound where it may break) is a break the browser draws a hyphen
        // at, like a hyphen's own: not a word cut in two. A word is cut when its first and its last letter stand on
        // different lines. (Not the rectangles of the whole word's range: a range that starts right after a soft
        // hyphen's break also gets one at the end of the line before, so "nehmen" of "zurück-/nehmen" looked cut.
        // The last rectangle of a letter's range is the letter.)
        const lineOf = (at: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
          return rect ? Math.round(rect.top + rect.height / 2) : null;
        };
        for (const word of (node.textContent ?? "").matchAll(/[^\s\-–/\u00ad]+/g)) {
          if (word[0].length < 2) continue;
          const first = lineOf(word.index);
          const last = lineOf(word.index + word[0].length - 1);
          if (first !== null && last !== null && Math.abs(first - last) > 2) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}
