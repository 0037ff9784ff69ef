/**
 * How the pages round a figure they show (a rating, a chart's value): one decimal at most. One rule for the tile, the
 * standings table and the chart beside them, so they never disagree (a tile's 27 beside a chart's 26,6, issue 28).
 */
export const FIGURE_FORMAT = { maximumFractionDigits: 1 } as const satisfies Intl.NumberFormatOptions;

/** A figure as the pages write it in `locale` (next-intl's `format.number(value, FIGURE_FORMAT)` gives the same). */
export function figureText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, FIGURE_FORMAT).format(value);
}

/**
 * The least span of a rating chart's axis, in skill points: a game moves a mean by a point or two, and over an axis
 * of 26.6–27.8 that one point filled the height (issue 28). Four points show it as the modest step it is.
 */
export const RATING_AXIS_SPAN = 4;
